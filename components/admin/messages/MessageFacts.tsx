import { getFormatter, getTranslations } from "next-intl/server";
import type { AdminLocale } from "@/lib/admin/paths";
import { languageName } from "@/lib/contact-messages/inbox-languages";
import type { InboxMessage } from "@/lib/contact-messages/queries";
import { BASE_PATH } from "@/lib/site/base-path";
import { telHref } from "@/lib/site/firm";
import styles from "./MessageView.module.css";

/** A language's name in the admin's language ("İngilizce (en)"), the code alone when it has none. */
export function languageLabel(lang: AdminLocale, code: string | null): string | null {
  if (!code) return null;
  const name = languageName(lang, code);
  return name ? `${name} (${code})` : code;
}

/** Who wrote, how to reach them, when (the firm's time), in which language, from which page, with which consent. */
export async function MessageFacts({ lang, message }: { lang: AdminLocale; message: InboxMessage }) {
  const t = await getTranslations("Admin.messages");
  const format = await getFormatter();
  const none = t("inbox.none");
  return (
    <dl className={styles.facts}>
      <dt>{t("sender")}</dt>
      <dd>{message.name}</dd>
      <dt>{t("inbox.contact")}</dt>
      <dd>
        <a href={`mailto:${message.email}`}>{message.email}</a>
        {message.phone && (
          <>
            {" · "}
            <a href={telHref(message.phone)}>{message.phone}</a>
          </>
        )}
      </dd>
      <dt>{t("received")}</dt>
      <dd>{format.dateTime(message.createdAt, { dateStyle: "long", timeStyle: "short" })}</dd>
      <dt>{t("inbox.language")}</dt>
      <dd>{languageLabel(lang, message.languageCode) ?? none}</dd>
      <dt>{t("inbox.fromPage")}</dt>
      <dd>
        {/* Only a path of this site is ever stored (lib/contact-messages/form.ts sitePathOf). */}
        {message.fromPath ? (
          <a href={`${BASE_PATH}${message.fromPath}`} target="_blank" rel="noopener">
            {message.fromPath}
          </a>
        ) : (
          none
        )}
      </dd>
      <dt>{t("inbox.consent")}</dt>
      <dd>
        {/* The version and its time are always stored together (lib/contact-messages/mutations.ts). */}
        {message.consentVersion && message.consentAt
          ? t("inbox.consentGiven", {
              version: message.consentVersion,
              date: format.dateTime(message.consentAt, { dateStyle: "long", timeStyle: "short" }),
            })
          : none}
      </dd>
    </dl>
  );
}
