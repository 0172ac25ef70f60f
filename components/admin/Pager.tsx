import { getTranslations } from "next-intl/server";
import type { ListPage } from "@/lib/admin/list-query";
import styles from "./ListFilter.module.css";

/**
 * Under an admin list: how many rows match (of how many), and server-side paging: previous,
 * "page N of M", next (no page links when one page holds them all).
 */
export async function Pager({
  list,
  hrefFor,
}: {
  list: Omit<ListPage<unknown>, "rows">;
  hrefFor: (page: number) => string;
}) {
  const { page, pages, total, all } = list;
  const t = await getTranslations("Admin.pager");
  const count = await getTranslations("Admin.lists");
  return (
    <div className={styles.pager}>
      <p>{total === all ? count("count", { count: total }) : count("countFiltered", { count: total, all })}</p>
      {pages > 1 && (
        <nav aria-label={t("label")}>
          {page > 1 && <a href={hrefFor(page - 1)}>{t("previous")}</a>} <span>{t("pageOf", { page, pages })}</span>{" "}
          {page < pages && <a href={hrefFor(page + 1)}>{t("next")}</a>}
        </nav>
      )}
    </div>
  );
}
