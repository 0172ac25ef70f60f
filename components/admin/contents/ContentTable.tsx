import { getTranslations } from "next-intl/server";
import { adminPath, type AdminLocale } from "@/lib/admin-paths";
import { deleteContentAction } from "@/lib/contents/actions";
import type { AdminContentRow } from "@/lib/contents/admin-queries";
import { listedKeywords } from "@/lib/keywords";
import { ConfirmDeleteButton } from "../ConfirmDeleteButton";
import styles from "../AdminTable.module.css";

export async function ContentTable({ lang, rows }: { lang: AdminLocale; rows: AdminContentRow[] }) {
  const t = await getTranslations("Admin.contents");
  if (rows.length === 0) return <p className={styles.empty}>{t("empty")}</p>;
  return (
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
                <span className={row.isActive ? styles.active : styles.inactive}>{row.isActive ? t("active") : t("inactive")}</span>
              </td>
              <td className={styles.rowActions}>
                <a href={adminPath(lang, `/contents/${row.id}`)} aria-label={t("editNamed", { title: row.title })}>
                  {t("edit")}
                </a>
                <ConfirmDeleteButton
                  action={deleteContentAction}
                  fields={{ id: row.id, adminLang: lang }}
                  texts={{
                    button: t("delete"),
                    buttonLabel: t("deleteNamed", { title: row.title }),
                    title: t("deleteTitle"),
                    question: t("deleteConfirm", { title: row.title }),
                    cancel: t("cancel"),
                    confirm: t("confirmDelete"),
                    errors: { deleteFailed: t("errors.deleteFailed"), notFound: t("errors.notFound"), unauthorized: t("errors.unauthorized") },
                  }}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
