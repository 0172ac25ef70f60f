import { hasLocale } from "next-intl";
import { getRequestConfig } from "next-intl/server";
import { translateMessages, type Messages } from "@/lib/translations/messages";
import { getTranslationMap } from "@/lib/translations/queries";
import { DEFAULT_LOCALE, routing } from "./routing";
import turkish from "@/messages/tr.json";

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  if (locale === DEFAULT_LOCALE) return { locale, messages: turkish };
  const shipped = (await import(`../../messages/${locale}.json`)).default as Messages;
  return { locale, messages: translateMessages(turkish, shipped, await getTranslationMap(locale)) };
});
