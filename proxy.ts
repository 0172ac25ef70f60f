import { NextResponse, type NextRequest } from "next/server";
import createMiddleware from "next-intl/middleware";
import { ADMIN_PANEL_ROUTE, parseAdminPath } from "@/lib/admin/paths";
import { isLocale, routing } from "@/lib/i18n/routing";
import { redirectLanguageFor, SAVED_LANGUAGE_COOKIE } from "@/lib/i18n/saved-language";
import { activeLanguagesOf, defaultLanguageOf, getLanguages } from "@/lib/languages/queries";
import type { Language } from "@/lib/languages/schema";

const intl = createMiddleware(routing);

/** The languages from the one cached reader (a language write expires it); none when the database is down. */
async function languages(): Promise<Language[]> {
  try {
    return await getLanguages();
  } catch (error) {
    // Without the database the site cannot render anyway; serve Turkish rather than fail here.
    console.error("The proxy could not read the languages", error);
    return [];
  }
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
  if (!isLocale(first)) {
    const all = await languages();
    const target = redirectLanguageFor(
      request.cookies.get(SAVED_LANGUAGE_COOKIE)?.value,
      activeLanguagesOf(all).map((language) => language.code),
      defaultLanguageOf(all),
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
