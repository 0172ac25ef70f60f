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

/** For the proxy: which admin language and page a public path names, or null for a public page. */
export function parseAdminPath(pathname: string): { lang: string; page: string } | null {
  const match = /^(?:\/([a-z]{2,3}))?\/admin(\/.*)?$/.exec(pathname);
  if (!match) return null;
  return { lang: match[1] ?? "tr", page: match[2] ?? "" };
}

/**
 * Where to go after signing in: the page asked for when it is a path of this site under the
 * configured base path (no open redirect), else the dashboard.
 */
export function safeReturnPath(requested: string | null | undefined, fallback: string, basePath = ""): string {
  if (!requested || !requested.startsWith(`${basePath}/`) || requested.startsWith("//") || /[\\\s]/.test(requested)) return fallback;
  try {
    const url = new URL(requested, "http://site.invalid");
    return url.origin === "http://site.invalid" ? `${url.pathname}${url.search}` : fallback;
  } catch {
    return fallback;
  }
}
