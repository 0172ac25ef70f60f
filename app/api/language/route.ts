import { NextResponse, type NextRequest } from "next/server";
import { ApiError } from "@/lib/api/errors";
import { isLocale, prefixedPath } from "@/lib/i18n/routing";
import { SAVED_LANGUAGE_COOKIE, SAVED_LANGUAGE_MAX_AGE } from "@/lib/i18n/saved-language";
import { getActiveLanguages } from "@/lib/languages/queries";
import { landingFor, UNTRANSLATED_QUERY } from "@/lib/i18n/landing";
import { BASE_PATH } from "@/lib/site/base-path";
import { paths } from "@/lib/site/paths";
import { isReadablePath } from "@/lib/site/request-guard.mjs";

/**
 * The language switch: GET /api/language?to=en&from=tr&path=/patent/basvuru stores the choice and
 * redirects to the same page in the new language (lib/i18n/landing.ts). A plain link, so it works without JavaScript too. A `path` that is not valid
 * percent-encoding names no page: 400, as the API answers such a path.
 */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const to = params.get("to");
  const from = params.get("from");
  const path = params.get("path") ?? paths.home;
  const active = (await getActiveLanguages()).map((language) => language.code);
  if (!isLocale(to) || !active.includes(to)) return NextResponse.json({ error: "Unknown language" }, { status: 400 });
  if (!isReadablePath(path))
    return new ApiError(400, "malformedPath", "The path parameter is not valid percent-encoding.").toResponse();

  // Without a page to translate (no source language, a path of another site), the language's home.
  const landing =
    isLocale(from) && path.startsWith("/") && !path.startsWith("//")
      ? await landingFor(path, from, to)
      : { path: prefixedPath(to, paths.home), untranslated: false };
  // A relative Location: request.url names the host the server sees (e.g. localhost behind a proxy), not the visitor's.
  const response = new NextResponse(null, {
    status: 307,
    headers: { Location: `${BASE_PATH}${landing.path}${landing.untranslated ? UNTRANSLATED_QUERY : ""}` },
  });
  response.cookies.set(SAVED_LANGUAGE_COOKIE, to, { path: "/", maxAge: SAVED_LANGUAGE_MAX_AGE, sameSite: "lax" });
  return response;
}
