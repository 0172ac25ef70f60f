import { unstable_cache } from "next/cache";
import { cacheTags } from "@/lib/cache-tags";
import { db } from "@/lib/db";
import { MEDIA_PUBLIC_COLUMNS } from "./columns";
import { storedTexts, type MediaPlacement, type MediaTexts } from "./schema";
import { mediaIdOf } from "./parse-address";
import type { MediaAddressable } from "./urls";

/**
 * The library's files as public pages show them (a topic's pictures, a member's portrait, the home
 * page's picture), each read under its own tag, which every write of that file expires: a replaced
 * file, a moved focal point or a new alt text is on the next view of the pages that show it, and
 * of no other page.
 */
export interface PublicMedia extends MediaAddressable {
  kind: string;
  decorative: boolean;
  texts: MediaTexts;
}

async function findPublicMedia(ids: readonly number[]): Promise<PublicMedia[]> {
  const rows = await db.mediaFile.findMany({ where: { id: { in: [...ids] } }, select: MEDIA_PUBLIC_COLUMNS });
  return rows.map((row) => ({ ...row, texts: storedTexts(row.texts) }));
}

/** Files by id, cached per set of ids under each one's tag; an unknown id is left out. */
export async function getPublicMedia(ids: readonly number[]): Promise<Map<number, PublicMedia>> {
  const wanted = [...new Set(ids)].toSorted((a, b) => a - b);
  if (wanted.length === 0) return new Map();
  const rows = await unstable_cache(() => findPublicMedia(wanted), ["media", wanted.join(",")], {
    tags: [cacheTags.anyMedia, ...wanted.map(cacheTags.mediaFile)],
  })();
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The library files behind photo addresses (team members' `image`), read at once: the file an
 * address names, or undefined for an address outside the library (a photo URL typed in the admin).
 */
export async function getPortraits(
  addresses: readonly (string | null)[],
): Promise<(address: string | null) => PublicMedia | undefined> {
  const idOf = (address: string | null) => (address ? mediaIdOf(address) : null);
  const files = await getPublicMedia(addresses.flatMap((address) => idOf(address) ?? []));
  return (address) => files.get(idOf(address) ?? 0);
}

/** The file a place shows (the home page's picture), if the office keeps one there. */
export async function getPlacedMedia(placement: MediaPlacement): Promise<PublicMedia | null> {
  const placed = await unstable_cache(
    async () => (await db.mediaFile.findUnique({ where: { placement }, select: { id: true } }))?.id ?? null,
    ["media-placed", placement],
    { tags: [cacheTags.anyMedia, cacheTags.mediaPlacement(placement)] },
  )();
  return placed === null ? null : ((await getPublicMedia([placed])).get(placed) ?? null);
}
