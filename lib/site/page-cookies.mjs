/**
 * Which cookies change the public page a visitor gets, so that the page cache (./page-cache.mjs)
 * and nginx in front (deploy/nginx.conf, the same rule) can answer everyone else from memory.
 * Public pages are rendered once for everybody; only the proxy (proxy.ts) reads cookies on their
 * way, and only these: the administrator's session (the real site during maintenance), the
 * maintenance preview (its banner, and the proxy deletes it once maintenance ends), the saved
 * language, which decides a redirect only where the path names no language, and a draft preview's
 * (Next's draft mode, rendering the page for this request, and the app's two preview cookies). Any
 * other cookie (analytics, consent) leaves the page as it is. The names are the app's own
 * (lib/auth/session-token.ts, lib/maintenance/screen.ts, lib/i18n/saved-language.ts,
 * lib/i18n/routing.ts, lib/preview/cookies.ts), repeated here for plain Node;
 * tests/unit/page-cache.test.ts holds them equal.
 */

const SESSION_COOKIE = "next-auth.session-token";
/** next-auth's session cookie, "__Secure-" prefixed over HTTPS (split into `.0`, `.1`… when large). */
export const SESSION_COOKIES = [`__Secure-${SESSION_COOKIE}`, SESSION_COOKIE];
export const MAINTENANCE_PREVIEW_COOKIE = "maintenance-preview";
export const SAVED_LANGUAGE_COOKIE = "selectedLanguage";
/** Next's draft mode, an administrator's preview and a preview link's: the page shows unpublished items. */
export const PREVIEW_COOKIES = ["__prerender_bypass", "preview-item", "preview-link"];
/**
 * The shipped languages (routing's SHIPPED_LOCALES): a path they begin never reads the saved language. A
 * language the firm adds is not known here (no database in plain Node): its pages with a saved choice
 * are answered by Next, as cookies that may change a page are.
 */
export const PATH_LANGUAGES = ["tr", "en", "de", "ru", "az"];

/** What every name above contains (the session's prefixed and numbered forms contain its plain name). */
const READ_NAMES = [SESSION_COOKIE, MAINTENANCE_PREVIEW_COOKIE, SAVED_LANGUAGE_COOKIE, ...PREVIEW_COOKIES];

/**
 * A `.` or `..` segment, written plainly, percent-encoded or after a backslash: URL parsers resolve
 * it, so the path Next reads may no longer begin with the language it seems to name.
 */
const DOT_SEGMENT = /[/\\](?:\.|%2e){1,2}(?:[/\\]|$)/i;
const LANGUAGE_PREFIX = new RegExp(`^/(?:${PATH_LANGUAGES.join("|")})(?:/|$)`);

/**
 * The names in a Cookie header, as broadly as any parser the app uses reads them (Next's keeps a
 * name without "=" too), so that no cookie the app sees goes unnoticed here.
 * @param {string} cookieHeader
 */
function cookieNames(cookieHeader) {
  return cookieHeader.split(";").map((pair) => {
    const at = pair.indexOf("=");
    return (at === -1 ? pair : pair.slice(0, at)).trim();
  });
}

/** @param {string} name */
const isSessionCookie = (name) =>
  SESSION_COOKIES.some(
    (session) => name === session || (name.startsWith(`${session}.`) && /^\d+$/.test(name.slice(session.length + 1))),
  );

/**
 * Whether the path (after the base path, without the query) names its language, so the saved one
 * cannot redirect it.
 * @param {string} path
 */
const pathNamesLanguage = (path) => LANGUAGE_PREFIX.test(path) && !DOT_SEGMENT.test(path);

/**
 * Whether the cookies a request carries may change the page at `path` (after the base path,
 * without the query): then Next must answer it, and its answer is not kept for others.
 * @param {string | undefined} cookieHeader
 * @param {string} path
 */
export function cookiesChangePage(cookieHeader, path) {
  // Most headers name none of them anywhere: that answer needs no parsing (each page cache hit asks).
  if (cookieHeader === undefined || !READ_NAMES.some((name) => cookieHeader.includes(name))) return false;
  return cookieNames(cookieHeader).some(
    (name) =>
      isSessionCookie(name) ||
      name === MAINTENANCE_PREVIEW_COOKIE ||
      PREVIEW_COOKIES.includes(name) ||
      (name === SAVED_LANGUAGE_COOKIE && !pathNamesLanguage(path)),
  );
}
