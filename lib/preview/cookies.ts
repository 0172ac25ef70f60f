/**
 * The cookies of a preview. Next's own draft-mode cookie (`__prerender_bypass`, set by
 * `draftMode().enable()`) makes Next render a page for this request rather than serve its cache; the
 * app's own two say what the preview may show: an administrator's names the item the preview was
 * opened for (its banner), a visitor's holds the preview link's token (only that item). All three
 * change the page a visitor gets (lib/site/page-cookies.mjs repeats them for plain Node).
 */
export const DRAFT_MODE_COOKIE = "__prerender_bypass";
export const PREVIEW_ITEM_COOKIE = "preview-item";
export const PREVIEW_LINK_COOKIE = "preview-link";

/** What an administrator's preview was opened for, as its cookie holds it ("topic:12"). */
export const PREVIEW_ENTITIES = ["category", "topic", "teamMember"] as const;
export type PreviewEntity = (typeof PREVIEW_ENTITIES)[number];

export interface PreviewItem {
  entity: PreviewEntity;
  id: number;
}

export const isPreviewEntity = (value: unknown): value is PreviewEntity =>
  typeof value === "string" && (PREVIEW_ENTITIES as readonly string[]).includes(value);

export const previewItemValue = ({ entity, id }: PreviewItem) => `${entity}:${id}`;

export function parsePreviewItem(value: string | undefined): PreviewItem | null {
  const [entity, id] = (value ?? "").split(":");
  const number = Number(id);
  return isPreviewEntity(entity) && Number.isSafeInteger(number) && number > 0 ? { entity, id: number } : null;
}
