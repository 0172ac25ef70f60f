import { getTranslations } from "next-intl/server";
import { adminHref, type AdminLocale } from "@/lib/admin/paths";
import { deleteContactMessageAction } from "@/lib/contact-messages/actions";
import { inboxHref, inboxStateText, type InboxQuery } from "@/lib/contact-messages/inbox-query";
import type { Assignee, InboxMessage } from "@/lib/contact-messages/queries";
import { ConfirmDeleteButton } from "../ConfirmDeleteButton";
import { MessageFacts } from "./MessageFacts";
import { MessageWork } from "./MessageWork";
import styles from "./MessageView.module.css";

type Neighbour = { id: number; name: string } | undefined;

/**
 * One message as the firm reads it: who wrote and how to reach them, the text as typed (line breaks
 * kept; React renders it as text, never as markup), and the work on it (reply, status, assignee).
 * Back, previous and next keep the list's filters.
 */
export async function MessageView({
  lang,
  message,
  query,
  neighbours,
  assignees,
}: {
  lang: AdminLocale;
  message: InboxMessage;
  query: InboxQuery;
  neighbours: { previous: Neighbour; next: Neighbour };
  assignees: Assignee[];
}) {
  const t = await getTranslations("Admin.messages");
  const messageHref = (id: number) => inboxHref(adminHref(lang, `/messages/${id}`), query);
  const fields = { id: message.id, adminLang: lang, list: inboxStateText(query) };
  return (
    <article>
      <div className={styles.top}>
        <a href={inboxHref(adminHref(lang, "/messages"), query)}>{t("back")}</a>
        <nav aria-label={t("inbox.navigation")} className={styles.steps}>
          {neighbours.previous && (
            <a href={messageHref(neighbours.previous.id)} rel="prev">
              {t("inbox.previous")}
            </a>
          )}
          {neighbours.next && (
            <a href={messageHref(neighbours.next.id)} rel="next">
              {t("inbox.next")}
            </a>
          )}
        </nav>
      </div>
      <h1 className={styles.title}>{message.subject || t("noSubject")}</h1>
      <div className={styles.layout}>
        <div>
          <section className={styles.card} aria-label={t("sender")}>
            <MessageFacts lang={lang} message={message} />
          </section>
          <h2 className="visually-hidden">{t("inbox.messageText")}</h2>
          <p className={styles.text} data-testid="message-text">
            {message.message}
          </p>
        </div>
        <aside className={styles.side}>
          <MessageWork lang={lang} message={message} fields={fields} assignees={assignees} />
          <div className={styles.card}>
            <ConfirmDeleteButton
              action={deleteContactMessageAction}
              fields={{ id: message.id, adminLang: lang }}
              texts={{
                button: t("delete"),
                buttonLabel: t("deleteNamed", { title: message.name }),
                title: t("deleteTitle"),
                question: t("deleteConfirm", { name: message.name }),
                cancel: t("cancel"),
                confirm: t("confirmDelete"),
                errors: {
                  deleteFailed: t("errors.deleteFailed"),
                  notFound: t("errors.notFound"),
                  unauthorized: t("errors.unauthorized"),
                },
              }}
            />
          </div>
        </aside>
      </div>
    </article>
  );
}
