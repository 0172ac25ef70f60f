import type { Entity } from "@/lib/auth/policy";
import { BASE_PATH } from "@/lib/site/base-path";

/**
 * Admin URLs (spec 2): /admin… in Turkish, /{lang}/admin… otherwise; the admin interface speaks
 * tr, en and de only (spec 5 and 9). Inside the app they are served from app/admin-panel/[lang].
 */
export const ADMIN_LOCALES = ["tr", "en", "de"] as const;
export type AdminLocale = (typeof ADMIN_LOCALES)[number];
export const ADMIN_PANEL_ROUTE = "/admin-panel";

export const isAdminLocale = (value: string): value is AdminLocale => (ADMIN_LOCALES as readonly string[]).includes(value);

/** The public path of an admin page, e.g. adminPath("en", "/dashboard") → "/en/admin/dashboard". */
export function adminPath(lang: AdminLocale, page = ""): string {
  return `${lang === "tr" ? "" : `/${lang}`}/admin${page}`;
}

/** The admin's sections (spec 2), in the tabs' order. */
export const ADMIN_SECTIONS = [
  { key: "dashboard", page: "/dashboard" },
  { key: "categories", page: "/categories" },
  { key: "contents", page: "/contents" },
  { key: "languages", page: "/languages" },
  { key: "translations", page: "/translations" },
  { key: "coverage", page: "/coverage" },
  { key: "team", page: "/team" },
  { key: "maintenance", page: "/maintenance" },
  { key: "messages", page: "/messages" },
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number]["key"];

/** The section that lists each entity's records (the spec's "contents" are topics). */
export const ENTITY_SECTIONS = {
  language: "languages",
  category: "categories",
  topic: "contents",
  translation: "translations",
  teamMember: "team",
  maintenance: "maintenance",
  contactMessage: "messages",
} as const satisfies Partial<Record<Entity, AdminSection>>;
export type RecordSection = (typeof ENTITY_SECTIONS)[keyof typeof ENTITY_SECTIONS];

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

/** For the proxy: which admin language and page a public path names, or null for a public page. */
export function parseAdminPath(pathname: string): { lang: string; page: string } | null {
  const match = /^(?:\/([a-z]{2,3}))?\/admin(\/.*)?$/.exec(pathname);
  if (!match) return null;
  return { lang: match[1] ?? "tr", page: match[2] ?? "" };
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
  const isAdminPage = path.startsWith(`${basePath}/`) && !path.startsWith("//") && parseAdminPath(path.slice(basePath.length)) !== null;
  return url.origin === "http://site.invalid" && isAdminPage ? `${path}${url.search}` : fallback;
}
