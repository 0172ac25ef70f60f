import sharp, { type Sharp } from "sharp";
import type { DbTransaction } from "@/lib/db";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { squareCrop } from "./crop";
import { MEDIA_MAX_PIXELS } from "./limits";
import { databaseStorage, originalKey, type MediaStorage, type StoredBytes } from "./storage";
import {
  fallbackFormat,
  servedSquares,
  servedWidths,
  SQUARE_SIDES,
  squaresVersion,
  VARIANT_CONTENT_TYPES,
  VARIANT_WIDTHS,
  variantVersion,
  widthsVersion,
  type MediaAddressable,
  type Variant,
  type VariantFormat,
} from "./urls";

/**
 * The sized copies of an image, each made once with sharp and kept in storage under its version,
 * so every instance serves what the first one made. The first request of a variant makes it
 * (concurrent ones wait for the same work); an upload makes the usual ones at once in the
 * background, one at a time, so the pages that show it find them ready. At most two are made at
 * once in a process (the machine's cores): a burst of first requests queues instead of decoding
 * dozens of originals together.
 */
export const variantKey = (media: MediaAddressable, variant: Variant) =>
  `variant:${variantVersion(media, variant)}:${variant.name}.${variant.format}`;

/** Every variant ever cut from the file's bytes, widths and squares of any focal point. */
export const allVariantsPrefix = (media: Pick<MediaAddressable, "contentHash">) => `variant:${widthsVersion(media)}`;

/** The square crops around the file's focal point. */
export const squaresPrefix = (media: Pick<MediaAddressable, "contentHash" | "focalX" | "focalY">) =>
  `variant:${squaresVersion(media)}:`;

const ENCODINGS: Record<VariantFormat, (image: Sharp) => Sharp> = {
  // Effort 2 of 9: a 12-megapixel photo's AVIF widths in a second or two, 20-30% smaller than WebP.
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 78 }),
  jpg: (image) => image.jpeg({ quality: 80, mozjpeg: true }),
  png: (image) => image.png({ compressionLevel: 8 }),
};

/**
 * What variants are cut from: a function making a fresh pipeline of its pixels, and their size. The
 * original's bytes, or (for the usual variants made together) one working copy decoded and shrunk
 * once to what the largest variant needs, so a 12-megapixel photo is decoded once, not 24 times.
 */
interface Source {
  image(): Sharp;
  width: number;
  height: number;
}

const fromOriginal = (original: Uint8Array, media: MediaAddressable): Source => ({
  image: () => sharp(original, { limitInputPixels: MEDIA_MAX_PIXELS }),
  width: media.width ?? 1,
  height: media.height ?? 1,
});

const WIDEST = Math.max(...VARIANT_WIDTHS);
const LARGEST_SQUARE = Math.max(...SQUARE_SIDES);

/** The original shrunk (raw pixels, nothing lost to encoding) to the widest width and the largest square it can give. */
async function workingCopy(original: Uint8Array, media: MediaAddressable): Promise<Source> {
  const width = media.width ?? 1;
  const height = media.height ?? 1;
  const scale = Math.min(1, Math.max(WIDEST / width, LARGEST_SQUARE / Math.min(width, height)));
  const { data, info } = await sharp(original, { limitInputPixels: MEDIA_MAX_PIXELS })
    .resize({ width: Math.round(width * scale) })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  return { image: () => sharp(data, { raw }), width: info.width, height: info.height };
}

/** Renders one variant: a width, or a square around the focal point. */
async function renderVariant(source: Source, media: MediaAddressable, variant: Variant): Promise<Buffer> {
  const size = Number(variant.name.slice(1));
  let image = source.image();
  if (variant.name.startsWith("s")) {
    const { left, top, side } = squareCrop(source.width, source.height, media.focalX, media.focalY);
    image = image
      .extract({ left, top, width: side, height: side })
      .resize({ width: size, height: size, withoutEnlargement: true });
  } else {
    image = image.resize({ width: size, withoutEnlargement: true });
  }
  return ENCODINGS[variant.format](image).toBuffer();
}

const RENDERS_AT_ONCE = 2;
let rendering = 0;
const waiting: (() => void)[] = [];

/** Runs `work` once fewer than RENDERS_AT_ONCE others run. */
async function inTurn<Value>(work: () => Promise<Value>): Promise<Value> {
  if (rendering >= RENDERS_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  rendering += 1;
  try {
    return await work();
  } finally {
    rendering -= 1;
    waiting.shift()?.();
  }
}

const inFlight = new Map<string, Promise<StoredBytes | null>>();

/** The variant's bytes, made and stored on first use; null when the original is gone. */
export function ensureVariant(
  storage: MediaStorage,
  media: MediaAddressable,
  variant: Variant,
  source?: () => Promise<Source | null>,
) {
  const key = variantKey(media, variant);
  const running = inFlight.get(key);
  if (running) return running;
  const work = (async (): Promise<StoredBytes | null> => {
    const kept = await storage.read(key);
    if (kept) return kept;
    return inTurn(async () => {
      const from = await (source ?? (() => originalSource(storage, media)))();
      if (!from) return null;
      const bytes = await renderVariant(from, media, variant);
      const contentType = VARIANT_CONTENT_TYPES[variant.format];
      await storage.write(key, bytes, contentType);
      // Replaced or deleted while this one was made: its variants went with it, this one goes too.
      if (!(await storage.has(originalKey(media.contentHash)))) {
        await storage.remove([key]);
        return null;
      }
      return { bytes, contentType };
    });
  })().finally(() => inFlight.delete(key));
  inFlight.set(key, work);
  return work;
}

async function originalSource(storage: MediaStorage, media: MediaAddressable): Promise<Source | null> {
  const original = await storage.read(originalKey(media.contentHash));
  return original ? fromOriginal(original.bytes, media) : null;
}

/** The variants the site's pages ask for: every width and square, in the modern formats and the fallback. */
export function usualVariants(media: MediaAddressable): Variant[] {
  const formats: VariantFormat[] = ["avif", "webp", fallbackFormat(media.contentType)];
  const names = [
    ...servedWidths(media.width ?? 0).map(({ name }) => name),
    ...servedSquares(media).map(({ name }) => name),
  ];
  return names.flatMap((name) => formats.map((format) => ({ name, format })));
}

/**
 * After a file changed or went, the variants no file is cut like any more: every one of bytes no
 * file holds, and the square crops of a focal point no file has (moving the crop leaves the widths).
 * Within the write's transaction, or after a background job that a write overtook.
 */
export async function forgetUnheldVariants(db: PrismaClient | DbTransaction, media: MediaAddressable) {
  const storage = databaseStorage(db);
  const { contentHash, focalX, focalY } = media;
  if ((await db.mediaFile.count({ where: { contentHash } })) === 0)
    return storage.remove([originalKey(contentHash)], [allVariantsPrefix(media)]);
  if ((await db.mediaFile.count({ where: { contentHash, focalX, focalY } })) === 0)
    await storage.remove([], [squaresPrefix(media)]);
}

let queue: Promise<void> = Promise.resolve();

/**
 * Makes the usual variants of a new or changed image (a new focal point: its squares) in the background, one at a time after those
 * queued before, so uploads never take both cores from the visitors; stops once a later write has
 * changed what they are cut from. A failure is logged: the variant is then made on its first request.
 */
export function prepareVariantsLater(db: PrismaClient, media: MediaAddressable): Promise<void> {
  // A document has no variants.
  if (!media.contentType.startsWith("image/")) return queue;
  const storage = databaseStorage(db);
  const stillCut = async () =>
    (await db.mediaFile.count({
      where: { id: media.id, contentHash: media.contentHash, focalX: media.focalX, focalY: media.focalY },
    })) > 0;
  queue = queue.then(async () => {
    // Decoded and shrunk once, on the first variant missing: every other is cut from it.
    let copy: Promise<Source | null> | undefined;
    const source = () =>
      (copy ??= storage
        .read(originalKey(media.contentHash))
        .then((original) => (original ? workingCopy(original.bytes, media) : null)));
    try {
      for (const variant of usualVariants(media)) {
        if (!(await stillCut())) return await forgetUnheldVariants(db, media);
        if (!(await storage.has(variantKey(media, variant)))) await ensureVariant(storage, media, variant, source);
      }
    } catch (error) {
      console.error(`Could not make the variants of media ${media.id}`, error);
    }
  });
  return queue;
}
