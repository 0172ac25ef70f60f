import { getTranslations } from "next-intl/server";
import type { AdminLocale } from "@/lib/admin-paths";
import type { AdminCategoryRow } from "@/lib/categories/admin-queries";
import { deleteCategoryAction } from "@/lib/categories/actions";
import { AdminRowActions, StatusBadge } from "../AdminRowActions";
import styles from "../AdminTable.module.css";

export async function CategoryTable({ lang, rows }: { lang: AdminLocale; rows: AdminCategoryRow[] }) {
  const t = await getTranslations("Admin.categories");
  if (rows.length === 0) return <p className={styles.empty}>{t("empty")}</p>;
  return (
    // On a phone the table scrolls sideways inside its frame, not the whole page.
    <div className={styles.frame}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t("order")}</th>
            <th scope="col">{t("titleField")}</th>
            <th scope="col">{t("slug")}</th>
            <th scope="col">{t("status")}</th>
            <th scope="col">{t("topicCount")}</th>
            <th scope="col">
              <span className="visually-hidden">{t("actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{row.order}</td>
              <th scope="row">{row.title}</th>
              <td>
                <code>{row.slug}</code>
              </td>
              <td>
                <StatusBadge section="categories" isActive={row.isActive} />
              </td>
              <td>{row.topicCount}</td>
              <AdminRowActions lang={lang} section="categories" row={row} deleteAction={deleteCategoryAction} question={t("deleteConfirm", { title: row.title, count: row.topicCount })} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
