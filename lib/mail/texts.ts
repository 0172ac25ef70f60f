import { createTranslator } from "next-intl";
import { DEFAULT_LOCALE, isShippedLocale, type ShippedLocale } from "@/lib/i18n/routing";
import az from "@/messages/az.json";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import ru from "@/messages/ru.json";
import tr from "@/messages/tr.json";

/**
 * The e-mails' texts (messages/*.json, namespace Mail), read outside any request: the outbox writes
 * them in the transaction that stores the message. A language the site ships no texts for (one the
 * firm added) gets English's, the site's own fallback for such languages.
 */
const MAIL_TEXTS: Record<ShippedLocale, typeof tr.Mail> = {
  tr: tr.Mail,
  en: en.Mail,
  de: de.Mail,
  ru: ru.Mail,
  az: az.Mail,
};

const FALLBACK_LOCALE: ShippedLocale = "en";

/** The shipped language whose texts a mail to a reader of `languageCode` is written in. */
export function mailLocale(languageCode: string | null): ShippedLocale {
  return languageCode && isShippedLocale(languageCode) ? languageCode : FALLBACK_LOCALE;
}

export function mailTranslator(locale: ShippedLocale) {
  return createTranslator({ locale, messages: { Mail: MAIL_TEXTS[locale] }, namespace: "Mail" });
}

/** The firm reads its copies in the site's default language, Turkish. */
export const FIRM_LOCALE: ShippedLocale = DEFAULT_LOCALE;
