import type { EntitySection } from "@/lib/database/entity-registry";
import { isLocale } from "@/lib/i18n/routing";
import { BASE_PATH } from "@/lib/site/base-path";

/**
 * Admin URLs: /admin… in Turkish, /{lang}/admin… otherwise; the admin interface speaks tr, en and
 * de only. Inside the app they are served from app/admin-panel/[lang].
 */
export const ADMIN_LOCALES = ["tr", "en", "de"] as const;
export type AdminLocale = (typeof ADMIN_LOCALES)[number];
export const ADMIN_PANEL_ROUTE = "/admin-panel";

export const isAdminLocale = (value: string): value is AdminLocale =>
  (ADMIN_LOCALES as readonly string[]).includes(value);

/** The public path of an admin page, e.g. adminPath("en", "/dashboard") → "/en/admin/dashboard". */
export function adminPath(lang: AdminLocale, page = ""): string {
  return `${lang === "tr" ? "" : `/${lang}`}/admin${page}`;
}

/**
 * The admin's sections: the pages that list no entity, and the sections of the entity registry
 * (lib/database/entity-registry.ts), which lib/admin/sections.ts puts in the tabs' order. Only the
 * registry's types are read here: this module is also the browser's and the proxy's.
 */
export const PAGE_SECTIONS = [
  { key: "dashboard", tab: 0 },
  { key: "coverage", tab: 5 },
  { key: "audit", tab: 9 },
] as const;
export type AdminSection = (typeof PAGE_SECTIONS)[number]["key"] | EntitySection;

/** The section that lists an entity's records. */
export type RecordSection = EntitySection;

/** An admin page's address for a plain link or form (which, unlike redirect() and next/link, does not add the base path). */
export function adminHref(lang: AdminLocale, page = ""): string {
  return `${BASE_PATH}${adminPath(lang, page)}`;
}

/** An admin page with the query it was asked with (so signing in again comes back to exactly it). */
export function withQuery(page: string, query: Record<string, string | string[] | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) for (const item of [value ?? []].flat()) search.append(name, item);
  return search.size ? `${page}?${search}` : page;
}

/** An admin address: the admin language and page it leads to, and where to send it first when it is not the page's own address. */
export interface AdminAddress {
  lang: AdminLocale;
  page: string;
  redirect: string | null;
}

/**
 * For the proxy: which admin page a public path names, or null for a public page. A prefix the
 * admin speaks serves its page; /tr/admin… goes to /admin…, as every Turkish address loses its
 * prefix. A prefix of a public language the admin does not speak (/ru/admin, /az/admin) goes to the
 * same page in Turkish, the admin's default: whoever types it wants the admin while reading the
 * site in that language, and a 404 would leave them guessing its address. Any other prefix
 * (/fr/admin) names no language: a public path, which the site answers.
 */
export function parseAdminPath(pathname: string): AdminAddress | null {
  const match = /^(?:\/([a-z]{2,3}))?\/admin(\/.*)?$/.exec(pathname);
  if (!match) return null;
  const [, prefix, page = ""] = match;
  if (prefix === undefined) return { lang: "tr", page, redirect: null };
  if (prefix !== "tr" && isAdminLocale(prefix)) return { lang: prefix, page, redirect: null };
  if (isLocale(prefix)) return { lang: "tr", page, redirect: adminPath("tr", page) };
  return null;
}

/**
 * Where to go after signing in: the admin page asked for, under the configured base path, else the
 * fallback. The check is made on the path as the browser will resolve it, so that dot segments
 * ("/..//evil.example" becomes "//evil.example") cannot turn it into another site (no open redirect).
 */
export function safeReturnPath(requested: string | null | undefined, fallback: string, basePath = BASE_PATH): string {
  if (!requested || !requested.startsWith(`${basePath}/`) || /[\\\s]/.test(requested)) return fallback;
  let url: URL;
  try {
    url = new URL(requested, "http://site.invalid");
  } catch {
    return fallback;
  }
  const path = url.pathname;
  const isAdminPage =
    path.startsWith(`${basePath}/`) && !path.startsWith("//") && parseAdminPath(path.slice(basePath.length)) !== null;
  return url.origin === "http://site.invalid" && isAdminPage ? `${path}${url.search}` : fallback;
}
