import sharp, { type Metadata, type Sharp } from "sharp";
import { MEDIA_MAX_PIXELS } from "./limits";
import { originalKey, type MediaStorage, type StoredBytes } from "./storage";
import {
  fallbackFormat,
  mediaVersion,
  servedWidths,
  SQUARE_SIDES,
  VARIANT_CONTENT_TYPES,
  type MediaAddressable,
  type Variant,
  type VariantFormat,
} from "./urls";

/**
 * The sized copies of an image, each made once from the stored original with sharp and kept in
 * storage under its version, so every instance serves what the first one made. The first request of
 * a variant makes it (concurrent ones wait for the same work); an upload makes the usual ones at once
 * in the background, one at a time, so the pages that show it find them ready.
 */
export const variantKey = (media: MediaAddressable, { name, format }: Variant) =>
  `variant:${mediaVersion(media)}:${name}.${format}`;

/** Every key of a version's variants starts with this: removed together when the file goes. */
export const variantPrefix = (media: Pick<MediaAddressable, "contentHash" | "focalX" | "focalY">) =>
  `variant:${mediaVersion(media)}:`;

const ENCODINGS: Record<VariantFormat, (image: Sharp) => Sharp> = {
  // Effort 2 of 9: a 12-megapixel photo's AVIF widths in a second or two, 20-30% smaller than WebP.
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 78 }),
  jpg: (image) => image.jpeg({ quality: 80, mozjpeg: true }),
  png: (image) => image.png({ compressionLevel: 8 }),
};

/** Renders one variant from the original's bytes: a width, or a square around the focal point. */
export async function renderVariant(original: Uint8Array, media: MediaAddressable, variant: Variant): Promise<Buffer> {
  const size = Number(variant.name.slice(1));
  let image = sharp(original, { limitInputPixels: MEDIA_MAX_PIXELS });
  if (variant.name.startsWith("s")) {
    const width = media.width ?? size;
    const height = media.height ?? size;
    const side = Math.min(width, height);
    const left = clamp(Math.round(media.focalX * width - side / 2), 0, width - side);
    const top = clamp(Math.round(media.focalY * height - side / 2), 0, height - side);
    image = image.extract({ left, top, width: side, height: side }).resize({ width: size, height: size, withoutEnlargement: true });
  } else {
    image = image.resize({ width: size, withoutEnlargement: true });
  }
  return ENCODINGS[variant.format](image).toBuffer();
}

const clamp = (value: number, low: number, high: number) => Math.max(low, Math.min(high, value));

const inFlight = new Map<string, Promise<StoredBytes | null>>();

/** The variant's bytes, made and stored on first use; null when the original is gone. */
export function ensureVariant(storage: MediaStorage, media: MediaAddressable, variant: Variant) {
  const key = variantKey(media, variant);
  const running = inFlight.get(key);
  if (running) return running;
  const work = (async (): Promise<StoredBytes | null> => {
    const kept = await storage.read(key);
    if (kept) return kept;
    const original = await storage.read(originalKey(media.contentHash));
    if (!original) return null;
    const bytes = await renderVariant(original.bytes, media, variant);
    const contentType = VARIANT_CONTENT_TYPES[variant.format];
    await storage.write(key, bytes, contentType);
    return { bytes, contentType };
  })().finally(() => inFlight.delete(key));
  inFlight.set(key, work);
  return work;
}

/** The variants the site's pages ask for: every width and square, in the modern formats and the fallback. */
export function usualVariants(media: MediaAddressable): Variant[] {
  const formats: VariantFormat[] = ["avif", "webp", fallbackFormat(media.contentType)];
  const shortest = Math.min(media.width ?? 0, media.height ?? 0);
  const names = [
    ...servedWidths(media.width ?? 0).map(({ name }) => name),
    ...SQUARE_SIDES.filter((side, index) => index === 0 || SQUARE_SIDES[index - 1]! < shortest).map((side) => `s${side}`),
  ];
  return names.flatMap((name) => formats.map((format) => ({ name, format })));
}

let queue: Promise<void> = Promise.resolve();

/**
 * Makes the usual variants of a new or changed image in the background, one at a time after those
 * queued before, so uploads never take both cores from the visitors. A failure is logged: the
 * variant is then made on its first request.
 */
export function prepareVariantsLater(storage: MediaStorage, media: MediaAddressable): Promise<void> {
  queue = queue.then(async () => {
    for (const variant of usualVariants(media)) {
      try {
        await ensureVariant(storage, media, variant);
      } catch (error) {
        console.error(`Could not make ${variant.name}.${variant.format} of media ${media.id}`, error);
        return;
      }
    }
  });
  return queue;
}
