import { getFormatter, getTranslations } from "next-intl/server";
import type { AdminLocale } from "@/lib/admin/paths";
import { resendMailAction } from "@/lib/mail/actions";
import { findMessageMails, type MailDelivery } from "@/lib/mail/queries";
import { mailServer } from "@/lib/mail/settings";
import { RowActionButton } from "../RowActionButton";
import styles from "../AdminTable.module.css";

type Translate = (
  key: "sent" | "failed" | "retrying" | "waiting" | "notConfigured",
  values?: Record<string, string | number>,
) => string;
type Format = Pick<Awaited<ReturnType<typeof getFormatter>>, "dateTime">;

const TIME = { dateStyle: "medium", timeStyle: "medium" } as const;

/** One mail's state in a sentence, its times in the firm's time zone (next-intl's, lib/i18n/request.ts). */
export function stateText({ delivery }: MailDelivery, configured: boolean, t: Translate, format: Format): string {
  switch (delivery.state) {
    case "sent":
      return t("sent", { time: format.dateTime(delivery.sentAt, TIME) });
    case "failed":
      return t("failed", { attempts: delivery.attempts });
    case "retrying":
      if (!configured) return t("notConfigured");
      return t("retrying", { attempts: delivery.attempts, time: format.dateTime(delivery.nextAttemptAt, TIME) });
    case "waiting":
      return configured ? t("waiting") : t("notConfigured");
  }
}

const lastErrorOf = ({ delivery }: MailDelivery): string =>
  delivery.state === "retrying" || delivery.state === "failed" ? delivery.lastError : "";

/** A mail still waiting or retrying is the outbox's to send: only a sent or given-up one is sent again (lib/mail/mutations.ts). */
const mayResend = ({ delivery }: MailDelivery): boolean => delivery.state === "sent" || delivery.state === "failed";

/** The e-mails of one contact message (the firm's copy, the visitor's acknowledgement): their delivery state, and a resend. */
export async function MessageDelivery({ messageId, lang }: { messageId: number; lang: AdminLocale }) {
  const [t, format, mails] = await Promise.all([
    getTranslations("Admin.mailDelivery"),
    getFormatter(),
    findMessageMails(messageId),
  ]);
  const configured = mailServer() !== null;
  return (
    <section aria-labelledby="message-mails">
      <h2 id="message-mails">{t("title")}</h2>
      {mails.length === 0 ? (
        <p>{t("none")}</p>
      ) : (
        <div className={styles.frame}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t("kind")}</th>
                <th scope="col">{t("to")}</th>
                <th scope="col">{t("state")}</th>
                <th scope="col">{t("actions")}</th>
              </tr>
            </thead>
            <tbody>
              {mails.map((mail) => (
                <tr key={mail.id} data-mail-state={mail.delivery.state}>
                  <th scope="row">{t(`kinds.${mail.kind}`)}</th>
                  <td>{mail.toAddress}</td>
                  <td>
                    {stateText(mail, configured, t, format)}
                    {lastErrorOf(mail) && (
                      <span className={styles.note}>{t("lastError", { error: lastErrorOf(mail) })}</span>
                    )}
                  </td>
                  <td>
                    {mayResend(mail) && (
                      <RowActionButton
                        action={resendMailAction}
                        fields={{ id: messageId, mailId: mail.id, adminLang: lang }}
                        label={t("resendNamed", { kind: t(`kinds.${mail.kind}`), to: mail.toAddress })}
                        errors={{
                          failed: t("errors.resendFailed"),
                          notFound: t("errors.notFound"),
                          stillPending: t("errors.stillPending"),
                          unauthorized: t("errors.unauthorized"),
                        }}
                      >
                        {t("resend")}
                      </RowActionButton>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
