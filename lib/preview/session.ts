import { cookies, draftMode } from "next/headers";
import { siteUrl } from "@/lib/site/url";
import { DRAFT_MODE_COOKIE, PREVIEW_ITEM_COOKIE, PREVIEW_LINK_COOKIE } from "./cookies";

/**
 * Entering and leaving a preview, in a route handler. Next's draft-mode cookie is set again with the
 * site's own rule: Next marks it `Secure; SameSite=None` in production, which a browser drops on a
 * site served over plain HTTP (a firm's intranet, the tests); this site's session cookie is
 * `Secure` exactly when SITE_URL is https, and so is this. Lax: a preview is opened from this site;
 * the path is Next's own ("/"), so that leaving replaces the cookie it set.
 */
function cookieOptions() {
  return { httpOnly: true, path: "/", sameSite: "lax" as const, secure: siteUrl().protocol === "https:" };
}

/** Draft mode on, with one of the app's two preview cookies (and never both). */
export async function startPreview(cookie: {
  name: typeof PREVIEW_ITEM_COOKIE | typeof PREVIEW_LINK_COOKIE;
  value: string;
}) {
  const draft = await draftMode();
  draft.enable();
  const jar = await cookies();
  const bypass = jar.get(DRAFT_MODE_COOKIE)?.value;
  if (bypass) jar.set(DRAFT_MODE_COOKIE, bypass, cookieOptions());
  const other = cookie.name === PREVIEW_ITEM_COOKIE ? PREVIEW_LINK_COOKIE : PREVIEW_ITEM_COOKIE;
  jar.delete({ name: other, path: cookieOptions().path });
  jar.set(cookie.name, cookie.value, cookieOptions());
}

export async function endPreview() {
  (await draftMode()).disable();
  const jar = await cookies();
  const { path } = cookieOptions();
  for (const name of [DRAFT_MODE_COOKIE, PREVIEW_ITEM_COOKIE, PREVIEW_LINK_COOKIE]) jar.delete({ name, path });
}

/** A redirect within the site (the address carries the base path already); cookies set above go with it. */
export const redirectTo = (href: string) => new Response(null, { status: 303, headers: { Location: href } });
