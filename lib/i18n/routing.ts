import { defineRouting } from "next-intl/routing";
import { isServableLanguageCode } from "./language-code";

/**
 * The languages whose interface texts ship with the site (messages/<code>.json). Any other language
 * the firm adds is served as well (languages are the database's business, lib/languages): its texts
 * come from the translations tab, falling back to English, then Turkish.
 */
export const SHIPPED_LOCALES = ["tr", "en", "de", "ru", "az"] as const;
export type ShippedLocale = (typeof SHIPPED_LOCALES)[number];
/** A language code of a page: one of the shipped ones or any the firm adds. */
export type Locale = string;
export const DEFAULT_LOCALE = "tr" satisfies ShippedLocale;

/** A code the URL may name as a page's language; whether its language exists and is active, the database says. */
export const isLocale = (value: unknown): value is Locale => typeof value === "string" && isServableLanguageCode(value);

export const isShippedLocale = (value: string): value is ShippedLocale =>
  (SHIPPED_LOCALES as readonly string[]).includes(value);

export const routing = defineRouting({
  // The shipped languages; the proxy routes with the database's list (proxy.ts).
  locales: SHIPPED_LOCALES,
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

/** The router for a list of language codes (the database's): next-intl's with those locales. */
export function routingFor(codes: readonly string[]) {
  const locales = codes.includes(DEFAULT_LOCALE) ? [...codes] : [DEFAULT_LOCALE, ...codes];
  return { ...routing, locales };
}

/** A public path in a language as the router prefixes it ("as-needed": Turkish bare), for callers outside Next. */
export function prefixedPath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}
