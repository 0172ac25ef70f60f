import { getTranslations } from "next-intl/server";
import { previewPlace } from "@/lib/preview/address";
import { PREVIEW_LINK_COOKIE } from "@/lib/preview/cookies";
import { checkPreviewToken } from "@/lib/preview/links";
import { endedLinkPage } from "@/lib/preview/ended-page";
import { redirectTo, startPreview } from "@/lib/preview/session";

/**
 * A preview link, opened by anyone who holds it (signed out): draft mode restricted to its one item
 * (lib/preview/scope.ts checks the token again on every page), then that item's public page. A link
 * nobody made answers 404; one revoked or past its week 410, both with the same plain message.
 */
export async function GET(_request: Request, { params }: RouteContext<"/api/preview/link/[token]">) {
  const { token } = await params;
  const check = await checkPreviewToken(token);
  const t = await getTranslations({ locale: "tr", namespace: "Preview" });
  const ended = () =>
    endedLinkPage(
      { title: t("endedTitle"), text: t("ended"), home: t("home") },
      check.status === "unknown" ? 404 : 410,
    );
  if (check.status !== "valid") return ended();
  const place = await previewPlace(check.item, false);
  if (!place || !("href" in place)) return ended();
  await startPreview({ name: PREVIEW_LINK_COOKIE, value: token });
  return redirectTo(place.href);
}
