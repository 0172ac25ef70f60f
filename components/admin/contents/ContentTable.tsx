import { getTranslations } from "next-intl/server";
import type { AdminLocale } from "@/lib/admin-paths";
import { deleteContentAction } from "@/lib/contents/actions";
import type { AdminContentRow } from "@/lib/contents/admin-queries";
import { listedKeywords } from "@/lib/keywords";
import { AdminRowActions, StatusBadge } from "../AdminRowActions";
import styles from "../AdminTable.module.css";

export async function ContentTable({ lang, rows }: { lang: AdminLocale; rows: AdminContentRow[] }) {
  const t = await getTranslations("Admin.contents");
  if (rows.length === 0) return <p className={styles.empty}>{t("empty")}</p>;
  return (
    // On a phone the table scrolls sideways inside its frame, not the whole page.
    <div className={styles.frame}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t("titleField")}</th>
            <th scope="col">{t("category")}</th>
            <th scope="col">{t("excerpt")}</th>
            <th scope="col">{t("keywords")}</th>
            <th scope="col">{t("status")}</th>
            <th scope="col">
              <span className="visually-hidden">{t("actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const { shown, more } = listedKeywords(row.keywords);
            return (
              <tr key={row.id}>
                <th scope="row">{row.title}</th>
                <td>{row.categoryTitle}</td>
                <td>{row.excerpt}</td>
                <td>
                  {shown.join(", ")}
                  {more > 0 && ` ${t("moreKeywords", { count: more })}`}
                </td>
                <td>
                  <StatusBadge section="contents" isActive={row.isActive} />
                </td>
                <AdminRowActions lang={lang} section="contents" row={row} deleteAction={deleteContentAction} question={t("deleteConfirm", { title: row.title })} />
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
