import { NextResponse, type NextRequest } from "next/server";
import { ApiError } from "@/lib/api/errors";
import { isLocale, prefixedPath } from "@/lib/i18n/routing";
import { SAVED_LANGUAGE_COOKIE, SAVED_LANGUAGE_MAX_AGE } from "@/lib/i18n/saved-language";
import { getActiveLanguages } from "@/lib/languages/queries";
import { counterpartIn } from "@/lib/site/alternates";
import { BASE_PATH } from "@/lib/site/base-path";
import { parsePublicPath, pathOf, paths, UNTRANSLATED_NOTICE } from "@/lib/site/paths";
import { isReadablePath } from "@/lib/site/request-guard.mjs";

/**
 * The language switch: GET /api/language?to=en&from=tr&path=/patent/basvuru stores the choice and
 * redirects to the same page in the new language (its counterpart, else the same slug, else that
 * language's home). A plain link, so it works without JavaScript too. A `path` that is not valid
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

  let target: string = paths.home;
  let untranslated = false;
  if (isLocale(from) && path.startsWith("/") && !path.startsWith("//")) {
    const page = parsePublicPath(path);
    const counterpart = await counterpartIn(page, from, to);
    if (counterpart) target = pathOf(counterpart);
    // The page has no version there: its home says so, in that language.
    else untranslated = page.kind === "category" || page.kind === "topic";
  }
  const notice = untranslated
    ? `?${new URLSearchParams({ [UNTRANSLATED_NOTICE.name]: UNTRANSLATED_NOTICE.value })}`
    : "";
  // A relative Location: request.url names the host the server sees (e.g. localhost behind a proxy), not the visitor's.
  const response = new NextResponse(null, {
    status: 307,
    headers: { Location: `${BASE_PATH}${prefixedPath(to, target)}${notice}` },
  });
  response.cookies.set(SAVED_LANGUAGE_COOKIE, to, { path: "/", maxAge: SAVED_LANGUAGE_MAX_AGE, sameSite: "lax" });
  return response;
}
