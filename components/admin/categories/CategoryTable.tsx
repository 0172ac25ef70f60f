import { getTranslations } from "next-intl/server";
import { adminPath, type AdminLocale } from "@/lib/admin-paths";
import type { AdminCategoryRow } from "@/lib/categories/admin-queries";
import { deleteCategoryAction } from "@/lib/categories/actions";
import { ConfirmDeleteButton } from "../ConfirmDeleteButton";
import styles from "../AdminTable.module.css";

export async function CategoryTable({ lang, rows }: { lang: AdminLocale; rows: AdminCategoryRow[] }) {
  const t = await getTranslations("Admin.categories");
  if (rows.length === 0) return <p className={styles.empty}>{t("empty")}</p>;
  return (
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
              <span className={row.isActive ? styles.active : styles.inactive}>{row.isActive ? t("active") : t("inactive")}</span>
            </td>
            <td>{row.topicCount}</td>
            <td className={styles.rowActions}>
              <a href={adminPath(lang, `/categories/${row.id}`)} aria-label={t("editNamed", { title: row.title })}>
                {t("edit")}
              </a>
              <ConfirmDeleteButton
                action={deleteCategoryAction}
                fields={{ id: row.id, adminLang: lang }}
                texts={{
                  button: t("delete"),
                  buttonLabel: t("deleteNamed", { title: row.title }),
                  title: t("deleteTitle"),
                  question: t("deleteConfirm", { title: row.title, count: row.topicCount }),
                  cancel: t("cancel"),
                  confirm: t("confirmDelete"),
                  errors: { deleteFailed: t("errors.deleteFailed"), notFound: t("errors.notFound"), unauthorized: t("errors.unauthorized") },
                }}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
