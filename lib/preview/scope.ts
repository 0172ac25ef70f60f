import { cache } from "react";
import { cookies, draftMode } from "next/headers";
import { getAdminSession } from "@/lib/auth/session";
import { parsePreviewItem, PREVIEW_ITEM_COOKIE, PREVIEW_LINK_COOKIE, type PreviewItem } from "./cookies";
import { checkPreviewToken } from "./links";

/**
 * What this request may see that is not published. Only in Next's draft mode (its cookie makes the
 * page render for this request, uncached), and then only for a signed-in administrator (every draft,
 * the banner naming the item the preview was opened for) or the holder of a preview link that still
 * works (that one item). The draft-mode cookie alone (left over after a sign-out, or copied) shows
 * the published site. Read once per request (React cache).
 */
export type PreviewScope = { kind: "admin"; item: PreviewItem | null } | { kind: "link"; item: PreviewItem };

export const getPreviewScope = cache(async (): Promise<PreviewScope | null> => {
  // Outside draft mode nothing below is read: a cached public page never reads cookies.
  if (!(await draftMode()).isEnabled) return null;
  const jar = await cookies();
  if (await getAdminSession()) return { kind: "admin", item: parsePreviewItem(jar.get(PREVIEW_ITEM_COOKIE)?.value) };
  const token = jar.get(PREVIEW_LINK_COOKIE)?.value;
  if (!token) return null;
  const link = await checkPreviewToken(token);
  return link.status === "valid" ? { kind: "link", item: link.item } : null;
});

/** Whether the scope shows this item's unpublished version. */
export const showsUnpublished = (scope: PreviewScope | null, entity: PreviewItem["entity"], id: number): boolean =>
  scope?.kind === "admin" || (scope?.kind === "link" && scope.item.entity === entity && scope.item.id === id);
