import { getRequestConfig } from "next-intl/server";
import { FIRM_TIME_ZONE } from "@/lib/site/firm";
import { siteMessagesOf } from "./site-messages";
import { DEFAULT_LOCALE, isLocale } from "./routing";

/**
 * The request config of the public site and the admin alike. Dates are formatted in the firm's time
 * zone (server getFormatter and, through NextIntlClientProvider, the admin's client components):
 * without one, next-intl would use the server's own zone, UTC on most servers.
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  return { locale, timeZone: FIRM_TIME_ZONE, messages: await siteMessagesOf(locale) };
});
