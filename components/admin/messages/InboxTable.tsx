import { getFormatter, getTranslations } from "next-intl/server";
import { adminHref, type AdminLocale } from "@/lib/admin/paths";
import { deleteContactMessageAction } from "@/lib/contact-messages/actions";
import { inboxHref, type InboxQuery } from "@/lib/contact-messages/inbox-query";
import type { InboxRow } from "@/lib/contact-messages/queries";
import { AdminRowActions } from "../AdminRowActions";
import { AdminTable } from "../AdminTable";
import styles from "../AdminTable.module.css";
import inbox from "./Inbox.module.css";

/**
 * The inbox, newest first: who wrote, about what (with the start of the text, on one line), in which
 * language, to whom it is given and where it stands; unread ones in bold and marked. Each message
 * opens with the list's filters, so its next and previous follow the list.
 */
export async function InboxTable({ lang, rows, query }: { lang: AdminLocale; rows: InboxRow[]; query: InboxQuery }) {
  const t = await getTranslations("Admin.messages");
  const format = await getFormatter();
  return (
    <AdminTable
      columns={[t("received"), t("sender"), t("subject"), t("inbox.language"), t("inbox.assignee"), t("status")]}
      actions={t("actions")}
      empty={rows.length === 0 ? t("empty") : null}
    >
      {rows.map((row) => (
        <tr key={row.id} data-unread={row.readAt ? undefined : ""} className={inbox.row}>
          <td>{format.dateTime(row.createdAt, { dateStyle: "medium", timeStyle: "short" })}</td>
          <th scope="row">
            <a href={inboxHref(adminHref(lang, `/messages/${row.id}`), query)}>{row.name}</a>
            <span className={styles.note}>{row.email}</span>
          </th>
          <td className={inbox.subjectCell}>
            <span className={inbox.subject}>{row.subject || t("noSubject")}</span>
            {/* React renders the visitor's text as text: never markup. */}
            <span className={inbox.excerpt}>{row.excerpt}</span>
          </td>
          <td>
            <code>{row.languageCode ?? "–"}</code>
            {row.fromPath && <span className={styles.note}>{row.fromPath}</span>}
          </td>
          <td>{row.assignedTo?.name ?? <span className={inbox.muted}>{t("inbox.nobody")}</span>}</td>
          <td className={inbox.badges}>
            <span className={styles.badge} data-state={row.status}>
              {t(`inbox.statuses.${row.status}`)}
            </span>
            {row.readAt ? (
              <span className={styles.inactive}>{t("read")}</span>
            ) : (
              <span className={styles.badge} data-state="unread">
                {t("inbox.unreadMark")}
              </span>
            )}
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
