import { getTranslations } from "next-intl/server";

/** Server-side paging of an admin list: previous, "page N of M", next; nothing when one page holds all. */
export async function Pager({ page, pages, hrefFor }: { page: number; pages: number; hrefFor: (page: number) => string }) {
  if (pages <= 1) return null;
  const t = await getTranslations("Admin.pager");
  return (
    <nav aria-label={t("label")}>
      {page > 1 && <a href={hrefFor(page - 1)}>{t("previous")}</a>} {t("pageOf", { page, pages })} {page < pages && <a href={hrefFor(page + 1)}>{t("next")}</a>}
    </nav>
  );
}
