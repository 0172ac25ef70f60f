import { defineRouting } from "next-intl/routing";

/** The languages a URL may name; which of them are active is the database's business (lib/languages). */
export const LOCALES = ["tr", "en", "de", "ru", "az"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "tr";

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  // Turkish at unprefixed URLs, the others under /{lang}.
  localePrefix: "as-needed",
  // The spec's order (URL, saved choice, default language, tr) is not next-intl's: no
  // Accept-Language guessing.
  localeDetection: false,
  // Pages write their own hreflang links from SITE_URL; next-intl's Link header would copy the
  // request's Host into pages that shared caches keep.
  alternateLinks: false,
  // No Set-Cookie on public pages: a shared cache (a CDN, nginx) keeps no response that sets one. The
  // visitor's choice is saved only when they pick a language (lib/i18n/saved-language.ts).
  localeCookie: false,
});

/** A public path in a language as the router prefixes it ("as-needed": Turkish bare), for callers outside Next. */
export function prefixedPath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}
