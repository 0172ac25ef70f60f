import { defineRouting } from "next-intl/routing";

/** The languages a URL may name (spec 5); which of them are active is the database's business. */
export const LOCALES = ["tr", "en", "de", "ru", "az"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "tr";

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  // Turkish at unprefixed URLs, the others under /{lang}.
  localePrefix: "as-needed",
  // The spec's order (URL, saved choice, default language, tr) is not next-intl's: no
  // Accept-Language guessing.
  localeDetection: false,
});
