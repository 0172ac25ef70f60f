/** The visitor's saved language choice, kept in a cookie named "selectedLanguage". */
export const SAVED_LANGUAGE_COOKIE = "selectedLanguage";
export const SAVED_LANGUAGE_MAX_AGE = 60 * 60 * 24 * 365;

/**
 * The language a public address is shown in: the language its prefix names when that language is
 * active; else (no prefix, which is Turkish, or the prefix of an inactive language) the saved
 * choice when it is active; else the default language. Where it differs from the address's own
 * language (the prefix's, Turkish without one), the visitor is redirected (proxy.ts).
 * @param prefix the address's language prefix, null for an unprefixed (Turkish) address
 */
export function languageToShow(
  prefix: string | null,
  saved: string | undefined,
  active: readonly string[],
  defaultLanguage: string,
): string {
  if (prefix !== null && active.includes(prefix)) return prefix;
  if (saved && active.includes(saved)) return saved;
  return defaultLanguage;
}
