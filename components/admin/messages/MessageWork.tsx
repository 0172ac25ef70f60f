import { getFormatter, getTranslations } from "next-intl/server";
import type { AdminLocale } from "@/lib/admin/paths";
import { actorName } from "@/lib/auth/actor";
import { markMessageUnreadAction, setMessageStatusAction } from "@/lib/contact-messages/inbox-actions";
import { MESSAGE_STATUSES, type MessageStatus } from "@/lib/contact-messages/inbox-query";
import { replyMailto } from "@/lib/contact-messages/inbox-reply";
import type { Assignee, InboxMessage } from "@/lib/contact-messages/queries";
import { RowActionButton } from "../RowActionButton";
import { AssignForm } from "./AssignForm";
import { languageLabel } from "./MessageFacts";
import styles from "./MessageView.module.css";

/** The button that moves a message to each status. */
const STATUS_BUTTON: Record<MessageStatus, "reopen" | "markAnswered" | "archive"> = {
  new: "reopen",
  answered: "markAnswered",
  archived: "archive",
};

/** The work on a message: reply by e-mail, mark unread, where it stands (who set it, when), who works on it. */
export async function MessageWork({
  lang,
  message,
  fields,
  assignees,
}: {
  lang: AdminLocale;
  message: InboxMessage;
  fields: Record<string, string | number>;
  assignees: Assignee[];
}) {
  const t = await getTranslations("Admin.messages");
  const format = await getFormatter();
  const when = (date: Date) => format.dateTime(date, { dateStyle: "medium", timeStyle: "short" });
  const reply = replyMailto(message, {
    intro: t("inbox.replyIntro", { date: when(message.createdAt), name: message.name }),
    truncated: t("inbox.replyTruncated"),
  });
  const errors = {
    failed: t("errors.failed"),
    notFound: t("errors.notFound"),
    unauthorized: t("errors.unauthorized"),
    memberNotFound: t("errors.memberNotFound"),
  };
  const language = languageLabel(lang, message.languageCode);
  return (
    <>
      <section className={styles.card} aria-label={t("inbox.reply")}>
        <div className={styles.buttons}>
          <a className={styles.reply} href={reply.href}>
            {t("inbox.reply")}
          </a>
          <RowActionButton
            action={markMessageUnreadAction}
            fields={fields}
            label={t("inbox.markUnread")}
            errors={errors}
          >
            {t("inbox.markUnread")}
          </RowActionButton>
        </div>
        {reply.truncated && <p className={styles.note}>{t("inbox.replyTruncatedNote")}</p>}
      </section>
      <section className={styles.card} aria-labelledby="message-status">
        <h2 id="message-status">
          {t("status")}: <span data-testid="message-status">{t(`inbox.statuses.${message.status}`)}</span>
        </h2>
        {message.statusAt && (
          <p className={styles.note} data-testid="status-by">
            {t("inbox.statusBy", { by: actorName(message.statusBy ?? ""), date: when(message.statusAt) })}
          </p>
        )}
        <div className={styles.buttons}>
          {MESSAGE_STATUSES.filter((status) => status !== message.status).map((status) => (
            <RowActionButton
              key={status}
              action={setMessageStatusAction}
              fields={{ ...fields, status }}
              label={t(`inbox.${STATUS_BUTTON[status]}`)}
              errors={errors}
            >
              {t(`inbox.${STATUS_BUTTON[status]}`)}
            </RowActionButton>
          ))}
        </div>
      </section>
      <section className={styles.card} aria-labelledby="message-assignee">
        <h2 id="message-assignee">
          {t("inbox.assignee")}:{" "}
          <span data-testid="message-assignee">{message.assignedTo?.name ?? t("inbox.nobody")}</span>
        </h2>
        {message.assignedAt && (
          <p className={styles.note}>
            {t("inbox.assignedBy", { by: actorName(message.assignedBy ?? ""), date: when(message.assignedAt) })}
          </p>
        )}
        <AssignForm
          fields={fields}
          current={message.assignedTo?.id ?? null}
          options={assignees.map((member) => ({
            id: member.id,
            label: member.speaks && language ? t("inbox.speaks", { name: member.name, language }) : member.name,
          }))}
          texts={{ label: t("inbox.assignLabel"), nobody: t("inbox.noAssignee"), submit: t("inbox.assign"), errors }}
        />
      </section>
    </>
  );
}
