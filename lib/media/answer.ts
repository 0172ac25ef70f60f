import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { storedTexts } from "./schema";
import {
  fallbackFormat,
  servedSquares,
  stableMediaPath,
  variantPath,
  widthSrcSet,
  type MediaAddressable,
  type VariantFormat,
} from "./urls";
import { findMediaUses } from "./usage";
import { MEDIA_ADMIN_COLUMNS } from "./columns";

/**
 * A library file as the REST API answers it (`GET /api/media`, `GET /api/media/{id}`, every write):
 * its details, its stable address, and for an image its variants as `srcset` values per format, so
 * a program can build a `<picture>` without knowing how the addresses are made. Addresses are the
 * site's paths (as content holds them: `/media/12-3f9c0a7d51e2/selin.jpg`), without the base path.
 */
type MediaRow = Prisma.MediaFileGetPayload<{ select: typeof MEDIA_ADMIN_COLUMNS }>;

/** The formats an image is served in: the modern two, then its fallback (JPEG, or PNG for one with transparency). */
const formatsOf = (media: MediaAddressable): VariantFormat[] => ["avif", "webp", fallbackFormat(media.contentType)];

/** An image's variants: `srcset` values over its widths and its square crops, per format (null for a document). */
export function mediaVariants(media: MediaAddressable & { kind: string }) {
  if (media.kind !== "image") return null;
  const formats = formatsOf(media);
  const squareSet = (format: VariantFormat) =>
    servedSquares(media)
      .map(({ name, side }) => `${variantPath(media, { name, format })} ${side}w`)
      .join(", ");
  return {
    fallback: formats[2]!,
    widths: Object.fromEntries(formats.map((format) => [format, widthSrcSet(media, format)])),
    squares: Object.fromEntries(formats.map((format) => [format, squareSet(format)])),
  };
}

/** The hash stays the server's: the variants' addresses carry what a client needs of it. */
export function mediaAnswer({ contentHash, texts, ...row }: MediaRow) {
  return {
    ...row,
    texts: storedTexts(texts),
    url: stableMediaPath(row),
    variants: mediaVariants({ ...row, contentHash }),
  };
}
export type MediaAnswer = ReturnType<typeof mediaAnswer>;

/** The files of ids, in the order given (a page of the library). */
export async function findMediaAnswers(db: PrismaClient, ids: readonly number[]): Promise<MediaAnswer[]> {
  const rows = await db.mediaFile.findMany({ where: { id: { in: [...ids] } }, select: MEDIA_ADMIN_COLUMNS });
  const byId = new Map(rows.map((row) => [row.id, mediaAnswer(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function findMediaAnswer(db: PrismaClient, id: number): Promise<MediaAnswer | null> {
  const row = await db.mediaFile.findUnique({ where: { id }, select: MEDIA_ADMIN_COLUMNS });
  return row ? mediaAnswer(row) : null;
}

/** One file with where it is used (the topics and team members showing it): what `GET /api/media/{id}` answers. */
export async function findMediaWithUses(db: PrismaClient, id: number) {
  const media = await findMediaAnswer(db, id);
  return media ? { ...media, uses: await findMediaUses(db, id) } : null;
}
