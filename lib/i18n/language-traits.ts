import { isServableLanguageCode, LANGUAGE_CODE_PATTERN } from "./language-code";

/**
 * What the Unicode CLDR says of a language code beyond whether the site can serve it
 * (./language-code.ts): its canonical form, its writing direction, its Open Graph locale. Apart from
 * that module because the public pages' browser code checks codes and needs none of these, while a
 * module it shares with the admin's browser code is sent to every visitor with all that either uses.
 */

/** The canonical code a valid but outdated or long code stands for ("aze" → "az", "iw" → "he"), when it differs. */
export function canonicalLanguageCode(code: string): string | undefined {
  if (!LANGUAGE_CODE_PATTERN.test(code)) return undefined;
  const canonical = new Intl.Locale(code).language;
  return canonical !== code && isServableLanguageCode(canonical) ? canonical : undefined;
}

type TextInfo = { direction: "ltr" | "rtl" };
/** Node 24 and current browsers name it getTextInfo(); older engines had the textInfo getter. */
type LocaleWithTextInfo = Intl.Locale & { getTextInfo?: () => TextInfo; textInfo?: TextInfo };

/** The writing direction of a language (CLDR's): "rtl" for Arabic, Hebrew, Persian, Urdu… */
export function textDirection(code: string): "ltr" | "rtl" {
  const locale = new Intl.Locale(code) as LocaleWithTextInfo;
  return (locale.getTextInfo?.() ?? locale.textInfo)?.direction ?? "ltr";
}

/**
 * Open Graph's locale, language_TERRITORY, with the territory CLDR thinks most likely
 * ("en" → "en_US", "de" → "de_DE", "ar" → "ar_EG").
 */
export function openGraphLocale(code: string): string {
  const likely = new Intl.Locale(code).maximize();
  return likely.region ? `${likely.language}_${likely.region}` : likely.language;
}
