import { hasLocale } from "next-intl";
import { getRequestConfig } from "next-intl/server";
import { FIRM_TIME_ZONE } from "@/lib/site/firm";
import { translateMessages, type Messages } from "@/lib/translations/messages";
import { getTranslationMap } from "@/lib/translations/queries";
import { DEFAULT_LOCALE, routing } from "./routing";
import turkish from "@/messages/tr.json";

/**
 * The request config of the public site and the admin alike. Dates are formatted in the firm's time
 * zone (server getFormatter and, through NextIntlClientProvider, the admin's client components):
 * without one, next-intl would use the server's own zone, UTC on most servers.
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const timeZone = FIRM_TIME_ZONE;
  if (locale === DEFAULT_LOCALE) return { locale, timeZone, messages: turkish };
  const shipped = (await import(`../../messages/${locale}.json`)).default as Messages;
  return { locale, timeZone, messages: translateMessages(turkish, shipped, await getTranslationMap(locale)) };
});
