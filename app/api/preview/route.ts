import { getTranslations } from "next-intl/server";
import { getAdminSession } from "@/lib/auth/session";
import { PREVIEW_ITEM_COOKIE, parsePreviewItem, previewItemValue } from "@/lib/preview/cookies";
import { previewPlace } from "@/lib/preview/address";
import { redirectTo, startPreview } from "@/lib/preview/session";

/**
 * GET ?entity=topic&id=12: an administrator's preview of an item. Draft mode on, then its public page
 * in its language, where the site shows the item's working copy and every other unpublished item.
 */
export async function GET(request: Request) {
  const t = await getTranslations({ locale: "tr", namespace: "Preview.errors" });
  if (!(await getAdminSession())) return text(t("signIn"), 401);
  const query = new URL(request.url).searchParams;
  const item = parsePreviewItem(`${query.get("entity")}:${query.get("id")}`);
  if (!item) return text(t("badItem"), 400);
  const place = await previewPlace(item, true);
  if (!place) return text(t("notFound"), 404);
  if (!("href" in place)) return text(t("languageInactive"), 409);
  await startPreview({ name: PREVIEW_ITEM_COOKIE, value: previewItemValue(item) });
  return redirectTo(place.href);
}

const text = (message: string, status: number) =>
  new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
