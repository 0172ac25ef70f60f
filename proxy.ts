import { NextResponse, type NextRequest } from "next/server";
import createMiddleware from "next-intl/middleware";
import { ADMIN_PANEL_ROUTE, parseAdminPath } from "@/lib/admin/paths";
import { LOCALES, routing } from "@/lib/i18n/routing";
import { redirectLanguageFor, SAVED_LANGUAGE_COOKIE } from "@/lib/i18n/saved-language";
import { defaultLanguageOf, findActiveLanguages, type SiteLanguage } from "@/lib/languages/queries";

const intl = createMiddleware(routing);

// The proxy runs for every page view: the active languages are read at most every 15 s per process.
const LANGUAGES_TTL_MS = 15_000;
let cached: { at: number; languages: SiteLanguage[] } | undefined;

async function activeLanguages(): Promise<SiteLanguage[]> {
  if (cached && Date.now() - cached.at < LANGUAGES_TTL_MS) return cached.languages;
  try {
    cached = { at: Date.now(), languages: await findActiveLanguages() };
  } catch {
    // Without the database the site cannot render anyway; serve Turkish rather than fail here.
    return [];
  }
  return cached.languages;
}

/**
 * Routing only: admin URLs to the admin tree, the saved-language redirect (spec 4's order), then
 * next-intl. Pages, actions and route handlers authorize themselves.
 */
export default async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const admin = parseAdminPath(pathname);
  if (admin) {
    const url = request.nextUrl.clone();
    url.pathname = `${ADMIN_PANEL_ROUTE}/${admin.lang}${admin.page}`;
    return NextResponse.rewrite(url);
  }
  const first = pathname.split("/")[1] ?? "";
  if (!(LOCALES as readonly string[]).includes(first)) {
    const languages = await activeLanguages();
    const target = redirectLanguageFor(
      request.cookies.get(SAVED_LANGUAGE_COOKIE)?.value,
      languages.map((language) => language.code),
      defaultLanguageOf(languages),
    );
    if (target) {
      const url = request.nextUrl.clone();
      url.pathname = `/${target}${pathname === "/" ? "" : pathname}`;
      url.search = search;
      return NextResponse.redirect(url, 307);
    }
  }
  return intl(request);
}

export const config = {
  // Everything but the API, Next's own files and files with an extension.
  // "/" on its own too: under a base path, Next does not match the bare base path with the pattern.
  matcher: ["/", "/((?!api|_next|_vercel|.*\\..*).*)"],
};
