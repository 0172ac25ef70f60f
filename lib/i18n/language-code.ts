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
