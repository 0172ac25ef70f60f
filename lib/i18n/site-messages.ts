import { getFirmSettings } from "@/lib/firm-settings/public";
import { firmFactsIn } from "@/lib/firm-settings/facts";
import { withPageTexts } from "@/lib/page-texts/overlay";
import { getPageTextMap } from "@/lib/page-texts/queries";
import { shippedMessagesOf, translateMessages, type Messages } from "@/lib/translations/messages";
import { getTranslationMap } from "@/lib/translations/queries";
import { isolateStandIns } from "./isolate-stand-ins";
import { textDirection } from "./language-traits";
import { DEFAULT_LOCALE, isShippedLocale, type Locale } from "./routing";
import turkish from "@/messages/tr.json";

/** The language whose texts stand in, text by text, for a language the site ships no texts for. */
const FALLBACK_LOCALE = "en";

/**
 * A language's interface texts, text by text: the translations tab's row, else the shipped file's
 * text; a language added by the firm ships none, so English's texts (its rows and page texts
 * included) stand in, and Turkish, the source, for anything neither has.
 */
export async function interfaceMessagesOf(locale: Locale): Promise<Messages> {
  return interfaceMessagesOver(locale, await standInsFor(locale));
}

/** English's texts where `locale` ships none of its own, else none. */
const standInsFor = async (locale: Locale) => (isShippedLocale(locale) ? undefined : siteMessagesOf(FALLBACK_LOCALE));

async function interfaceMessagesOver(locale: Locale, standIns: Messages | undefined): Promise<Messages> {
  if (locale === DEFAULT_LOCALE) return turkish;
  const fallback = (await shippedMessagesOf(locale)) ?? standIns;
  return translateMessages(turkish, fallback, await getTranslationMap(locale));
}

/** The firm's name in a language (Site ayarları) where the messages say the site's name. */
function withFirmName(messages: Messages, name: string): Messages {
  const site = messages.Site;
  return typeof site === "object" ? { ...messages, Site: { ...site, name } } : messages;
}

/**
 * Everything a page in `locale` says: the interface texts, the firm's page texts over them (About,
 * Services, home, in Turkish too) and the firm's name from its settings. On a right-to-left page
 * of a language the site ships no texts for, the English stand-ins keep their own direction.
 */
export async function siteMessagesOf(locale: Locale): Promise<Messages> {
  const standIns = await standInsFor(locale);
  const [base, pageTexts, firm] = await Promise.all([
    interfaceMessagesOver(locale, standIns),
    getPageTextMap(locale),
    getFirmSettings(),
  ]);
  const messages = withFirmName(withPageTexts(base, pageTexts), firmFactsIn(firm, locale).name);
  return standIns && textDirection(locale) === "rtl" ? isolateStandIns(messages, standIns) : messages;
}
