import { getRequestConfig } from "next-intl/server";
import { FIRM_TIME_ZONE } from "@/lib/site/firm";
import { translateMessages, type Messages } from "@/lib/translations/messages";
import { getTranslationMap } from "@/lib/translations/queries";
import { DEFAULT_LOCALE, isLocale, isShippedLocale, type Locale } from "./routing";
import turkish from "@/messages/tr.json";

/** The language whose texts stand in, text by text, for a language the site ships no texts for. */
const FALLBACK_LOCALE = "en";

/**
 * A language's interface texts, text by text: the translations tab's row, else the shipped file's
 * text; a language added by the firm ships none, so English's texts (its rows included) stand in,
 * and Turkish, the source, for anything neither has.
 */
async function messagesOf(locale: Locale): Promise<Messages> {
  if (locale === DEFAULT_LOCALE) return turkish;
  const fallback = isShippedLocale(locale)
    ? ((await import(`../../messages/${locale}.json`)).default as Messages)
    : await messagesOf(FALLBACK_LOCALE);
  return translateMessages(turkish, fallback, await getTranslationMap(locale));
}

/**
 * The request config of the public site and the admin alike. Dates are formatted in the firm's time
 * zone (server getFormatter and, through NextIntlClientProvider, the admin's client components):
 * without one, next-intl would use the server's own zone, UTC on most servers.
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  return { locale, timeZone: FIRM_TIME_ZONE, messages: await messagesOf(locale) };
});
