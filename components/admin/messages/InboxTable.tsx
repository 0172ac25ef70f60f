import { getFormatter, getTranslations } from "next-intl/server";
import { adminHref, type AdminLocale } from "@/lib/admin/paths";
import { deleteContactMessageAction } from "@/lib/contact-messages/actions";
import type { InboxRow } from "@/lib/contact-messages/queries";
import { AdminRowActions } from "../AdminRowActions";
import { AdminTable } from "../AdminTable";
import styles from "../AdminTable.module.css";

/** The inbox, newest first: who wrote, about what, from which language and page, read or not. */
export async function InboxTable({ lang, rows }: { lang: AdminLocale; rows: InboxRow[] }) {
  const t = await getTranslations("Admin.messages");
  const format = await getFormatter();
  return (
    <AdminTable
      columns={[t("received"), t("sender"), t("subject"), t("origin"), t("status")]}
      actions={t("actions")}
      empty={rows.length === 0 ? t("empty") : null}
    >
      {rows.map((row) => (
        <tr key={row.id}>
          <td>{format.dateTime(row.createdAt, { dateStyle: "medium", timeStyle: "short" })}</td>
          <th scope="row">
            <a href={adminHref(lang, `/messages/${row.id}`)}>{row.name}</a>
            <span className={styles.note}>{row.email}</span>
          </th>
          <td>{row.subject || t("noSubject")}</td>
          <td>
            <code>{row.languageCode ?? "–"}</code>
            {row.fromPath && <span className={styles.note}>{row.fromPath}</span>}
          </td>
          <td>
            <span className={row.readAt ? styles.inactive : styles.active}>{row.readAt ? t("read") : t("unread")}</span>
          </td>
          <AdminRowActions
            lang={lang}
            section="messages"
            row={{ id: row.id, title: row.name }}
            deleteAction={deleteContactMessageAction}
            question={t("deleteConfirm", { name: row.name })}
          />
        </tr>
      ))}
    </AdminTable>
  );
}
