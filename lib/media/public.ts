import { unstable_cache } from "next/cache";
import { cacheTags } from "@/lib/cache-tags";
import { db } from "@/lib/db";
import { storedTexts, type MediaPlacement, type MediaTexts } from "./schema";
import type { MediaAddressable } from "./urls";

/**
 * The library's files as public pages show them (a topic's pictures, a member's portrait), read
 * under the one media tag that every write of the library expires: a replaced file, a moved focal
 * point or a new alt text is on the next view of every page that shows it.
 */
export interface PublicMedia extends MediaAddressable {
  kind: string;
  decorative: boolean;
  texts: MediaTexts;
}

const PUBLIC_COLUMNS = {
  id: true,
  fileName: true,
  kind: true,
  contentType: true,
  width: true,
  height: true,
  contentHash: true,
  focalX: true,
  focalY: true,
  decorative: true,
  texts: true,
} as const;

export async function findPublicMedia(ids: readonly number[]): Promise<PublicMedia[]> {
  if (ids.length === 0) return [];
  const rows = await db.mediaFile.findMany({ where: { id: { in: [...ids] } }, select: PUBLIC_COLUMNS });
  return rows.map((row) => ({ ...row, texts: storedTexts(row.texts) }));
}

/** Files by id, cached per set of ids under the media tag; an unknown id is left out. */
export async function getPublicMedia(ids: readonly number[]): Promise<Map<number, PublicMedia>> {
  const wanted = [...new Set(ids)].toSorted((a, b) => a - b);
  if (wanted.length === 0) return new Map();
  const rows = await unstable_cache(() => findPublicMedia(wanted), ["media", wanted.join(",")], {
    tags: [cacheTags.media],
  })();
  return new Map(rows.map((row) => [row.id, row]));
}

/** The file a place shows (the home page's picture), if the office keeps one there. */
export async function getPlacedMedia(placement: MediaPlacement): Promise<PublicMedia | null> {
  const row = await unstable_cache(
    () => db.mediaFile.findUnique({ where: { placement }, select: PUBLIC_COLUMNS }),
    ["media-placed", placement],
    { tags: [cacheTags.media] },
  )();
  return row ? { ...row, texts: storedTexts(row.texts) } : null;
}
