import { NextResponse, type NextRequest } from "next/server";
import createMiddleware from "next-intl/middleware";
import { ADMIN_PANEL_ROUTE, parseAdminPath } from "@/lib/admin/paths";
import { landingFor, UNTRANSLATED_QUERY } from "@/lib/i18n/landing";
import { DEFAULT_LOCALE, isLocale, prefixedPath, routingFor, SHIPPED_LOCALES } from "@/lib/i18n/routing";
import { languageToShow, SAVED_LANGUAGE_COOKIE } from "@/lib/i18n/saved-language";
import { activeLanguagesOf, defaultLanguageOf, getLanguages } from "@/lib/languages/queries";
import { knownLanguages } from "@/lib/languages/live-state";
import type { Language } from "@/lib/languages/schema";
import { adminOfSessionCookie } from "@/lib/auth/admin-sessions";
import { readSessionToken, SESSION_COOKIES } from "@/lib/auth/session-token";
import { db } from "@/lib/db";
import { isInMaintenance, maintenanceUnknown } from "@/lib/maintenance/live-state";
import { MAINTENANCE_HEADERS, MAINTENANCE_PREVIEW_COOKIE, MAINTENANCE_SCREEN_ROUTE } from "@/lib/maintenance/screen";
import { modeUnknownResponse } from "@/lib/maintenance/unknown-mode";
import { sameOriginUrl } from "@/lib/site/proxy-url";
import { BASE_PATH } from "@/lib/site/base-path";
import { redirectFor, redirectHeaders } from "@/lib/site/redirect-table.mjs";
import { sharedCacheMaxAge } from "@/lib/site/shared-caching.mjs";
import { adminContentSecurityPolicy } from "@/lib/site/security-headers.mjs";

/** next-intl's router for the languages a path may begin with, made again only when they change. */
let router: { codes: string; middleware: ReturnType<typeof createMiddleware> } | undefined;
function intlFor(codes: string[]) {
  const key = codes.join(",");
  if (router?.codes !== key) router = { codes: key, middleware: createMiddleware(routingFor(codes)) };
  return router.middleware;
}

/**
 * The languages a path may begin with: every language the database has (an inactive one is
 * redirected, lib/i18n/landing.ts), the shipped ones while it cannot be read. Any other first
 * segment is a Turkish page's ("/ip" could be a category).
 */
function pathLanguagesOf(all: Language[]): string[] {
  const codes = all.map((language) => language.code).filter(isLocale);
  return codes.length > 0 ? codes : [...SHIPPED_LOCALES];
}

/**
 * The languages this process holds in memory (lib/languages/live-state.ts), so the proxy costs no
 * query; before they are first loaded, the one cached reader; none when the database is down.
 */
async function languages(): Promise<Language[]> {
  const known = knownLanguages();
  if (known) return known;
  try {
    return await getLanguages();
  } catch (error) {
    // Without the database the site cannot render anyway; serve Turkish rather than fail here.
    console.error("The proxy could not read the languages", error);
    return [];
  }
}

/**
 * Routing only: admin URLs to the admin tree, every public page to the maintenance screen while the
 * site is in maintenance (decided from memory, no query; a 503 while this server has not yet read
 * the mode), the saved-language redirect (a language in the URL first, then the saved choice, then
 * the default), then next-intl. Pages, actions and route handlers authorize themselves.
 */
export default async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const admin = parseAdminPath(pathname);
  if (admin?.redirect) return NextResponse.redirect(sameOriginUrl(request, admin.redirect, search), 307);
  if (admin) return adminPage(request, `${ADMIN_PANEL_ROUTE}/${admin.lang}${admin.page}`, search);
  // The production server entry answers redirects before Next; `next dev` has none, so here too.
  const moved = redirectFor(request.method, `${BASE_PATH}${pathname}${search}`, BASE_PATH);
  if (moved !== null)
    return new NextResponse(null, { status: 301, headers: redirectHeaders(moved, sharedCacheMaxAge()) });
  const all = await languages();
  const codes = pathLanguagesOf(all);
  const redirect = await languageRedirect(request, all, codes);
  if (redirect) return redirect;
  const first = pathname.split("/")[1] ?? "";
  if (maintenanceUnknown()) return modeUnknownResponse();
  const inMaintenance = isInMaintenance();
  if (inMaintenance && !(await liveSession(request)))
    return maintenanceScreen(request, codes.includes(first) ? first : defaultLanguageOf(all));
  return withPreviewCookie(request, intlFor(codes)(request), inMaintenance);
}

/**
 * A visitor on a page of a language the site will not show them: an unprefixed (Turkish) address
 * when their saved choice or the default language is another, a prefix of an inactive language
 * (the prefix counts only when its language is active, else the saved choice, else the default).
 * They go to that page's version in the language they are sent to, or that language's home
 * (lib/i18n/landing.ts); the query stays when they land on the page itself.
 */
async function languageRedirect(
  request: NextRequest,
  all: Language[],
  pathLanguages: string[],
): Promise<NextResponse | null> {
  const { pathname, search } = request.nextUrl;
  const first = pathname.split("/")[1] ?? "";
  const active = activeLanguagesOf(all).map((language) => language.code);
  const prefixed = pathLanguages.includes(first);
  // With no languages read (the database away), nothing is redirected: the page says what it can.
  if (active.length === 0 || (prefixed && active.includes(first))) return null;
  const from = prefixed ? first : DEFAULT_LOCALE;
  const to = languageToShow(
    prefixed ? first : null,
    request.cookies.get(SAVED_LANGUAGE_COOKIE)?.value,
    active,
    defaultLanguageOf(all),
  );
  if (to === from) return null;
  const path = prefixed ? pathname.slice(first.length + 1) || "/" : pathname;
  const landing = await landingFor(path, from, to).catch((error: unknown) => {
    // The content could not be read (the database away): the same path in that language, as the page itself would be.
    console.error("The proxy could not find a page's version in another language", error);
    return { path: prefixedPath(to, path), untranslated: false };
  });
  const query = landing.untranslated ? UNTRANSLATED_QUERY : search;
  return NextResponse.redirect(sameOriginUrl(request, landing.path, query), 307);
}

/**
 * The admin's pages are rendered per request, so their scripts can be held to a nonce of this
 * response's (lib/site/security-headers.mjs): Next reads it from the request's policy header and
 * puts it on every script it writes.
 */
function adminPage(request: NextRequest, route: string, search: string): NextResponse {
  const policy = adminContentSecurityPolicy(btoa(crypto.randomUUID()), {
    development: process.env.NODE_ENV === "development",
  });
  const headers = new Headers(request.headers);
  headers.set("content-security-policy", policy);
  const response = NextResponse.rewrite(sameOriginUrl(request, route, search), { request: { headers } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

/**
 * An administrator whose session is live: signed, within its lifetime, and still held by the server
 * (logout deletes it; deactivation ends it), so a copied or kept cookie shows nothing once it is over.
 * Asked only during maintenance, and only of a request with a signed session cookie; a database that
 * cannot answer shows the maintenance screen (fails closed).
 */
async function liveSession(request: NextRequest): Promise<boolean> {
  const raw = SESSION_COOKIES.map((name) => request.cookies.get(name)?.value).find(Boolean);
  if ((await readSessionToken(raw)) === null) return false;
  try {
    return (await adminOfSessionCookie(db, raw)) !== null;
  } catch (error) {
    console.error("The proxy could not check a session during maintenance", error);
    return false;
  }
}

/** Every public page during maintenance: the screen in the page's language, 503; a preview cookie left over is dropped. */
function maintenanceScreen(request: NextRequest, lang: string): NextResponse {
  const response = NextResponse.rewrite(sameOriginUrl(request, `${MAINTENANCE_SCREEN_ROUTE}/${lang}`), {
    status: 503,
    headers: MAINTENANCE_HEADERS,
  });
  if (request.cookies.has(MAINTENANCE_PREVIEW_COOKIE)) response.cookies.delete(MAINTENANCE_PREVIEW_COOKIE);
  return response;
}

/** The administrator's maintenance banner follows the mode; nobody else ever gets the cookie. */
function withPreviewCookie(request: NextRequest, response: NextResponse, inMaintenance: boolean): NextResponse {
  const has = request.cookies.has(MAINTENANCE_PREVIEW_COOKIE);
  if (inMaintenance && !has) response.cookies.set(MAINTENANCE_PREVIEW_COOKIE, "1", { path: "/", sameSite: "lax" });
  if (inMaintenance) response.headers.set("Cache-Control", "private, no-store");
  if (!inMaintenance && has) response.cookies.delete(MAINTENANCE_PREVIEW_COOKIE);
  return response;
}

export const config = {
  // Everything but the API, Next's own files and files with an extension: whole first segments, so a
  // category slug such as "api-basvurulari" is a page like any other.
  // "/" on its own too: under a base path, Next does not match the bare base path with the pattern.
  matcher: ["/", "/((?!api(?:/|$)|_next/|_vercel/|.*\\..*).*)"],
};
