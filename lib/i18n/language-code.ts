/**
 * What makes a language code one the site can serve: a URL prefix, `<html lang>`, hreflang and the
 * sitemap all write it as it is, so it must be a language tag browsers and search engines read as
 * that language. A code is 2-3 lowercase letters (the database's rule) in its canonical form ("az",
 * never "aze"; "he", never "iw"), and a language the Unicode CLDR names: "zy" matches the pattern
 * but is nobody's language.
 */
export const LANGUAGE_CODE_PATTERN = /^[a-z]{2,3}$/;

/** Codes BCP 47 reserves for no particular language (undetermined, multiple, uncoded, no content). */
const NOT_A_LANGUAGE = new Set(["und", "mul", "mis", "zxx"]);

const englishNames = new Intl.DisplayNames(["en"], { type: "language", fallback: "none" });

export function isServableLanguageCode(code: string): boolean {
  if (!LANGUAGE_CODE_PATTERN.test(code) || NOT_A_LANGUAGE.has(code)) return false;
  return Intl.getCanonicalLocales(code)[0] === code && englishNames.of(code) !== undefined;
}

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
