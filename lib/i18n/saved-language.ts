/** The visitor's saved language choice, kept in a cookie named "selectedLanguage". */
export const SAVED_LANGUAGE_COOKIE = "selectedLanguage";
export const SAVED_LANGUAGE_MAX_AGE = 60 * 60 * 24 * 365;

/**
 * For an unprefixed (Turkish) URL: the language to redirect to, or null to serve Turkish. The saved
 * choice wins when it is active; without one, a non-Turkish default language does.
 */
export function redirectLanguageFor(
  saved: string | undefined,
  active: readonly string[],
  defaultLanguage: string,
): string | null {
  if (saved && active.includes(saved)) return saved === "tr" ? null : saved;
  return defaultLanguage !== "tr" && active.includes(defaultLanguage) ? defaultLanguage : null;
}
