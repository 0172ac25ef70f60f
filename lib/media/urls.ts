/**
 * The library's addresses, the same on the server and in the browser. Every address of a file starts
 * with its id and its address key (`/media/12-3f9c0a7d51e2/`), a random part given at its upload, so
 * a file nothing links to cannot be found by counting ids. A file has a stable address
 * (`/media/12-3f9c0a7d51e2/selin.jpg`: what an editor links, and what stays when the file is
 * replaced) and immutable ones for its variants (`…/<version>/w640.webp`), whose version changes with
 * what they are cut from, so that browsers, nginx and the server keep them for a year: a width's with
 * the bytes, a square crop's with the bytes and the focal point (moving the crop leaves the widths).
 */
export const MEDIA_ROUTE = "/media";

/** Widths an image is served at (`w640`), and sides of its square crops (`s320`, team portraits). */
export const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const;
export const SQUARE_SIDES = [160, 320, 640] as const;
export const VARIANT_FORMATS = ["avif", "webp", "jpg", "png"] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

export const VARIANT_CONTENT_TYPES: Record<VariantFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
  png: "image/png",
};

/** A file's address key: 12 hex digits (48 random bits). */
export const ADDRESS_KEY = /^[0-9a-f]{12}$/;

/** What an address needs of a file. */
export interface MediaAddressable {
  id: number;
  addressKey: string;
  fileName: string;
  contentType: string;
  width: number | null;
  height: number | null;
  contentHash: string;
  focalX: number;
  focalY: number;
}

/** The first segment of every address of the file. */
const fileSegment = (media: Pick<MediaAddressable, "id" | "addressKey">) => `${media.id}-${media.addressKey}`;

export const stableMediaPath = (media: Pick<MediaAddressable, "id" | "addressKey" | "fileName">) =>
  `${MEDIA_ROUTE}/${fileSegment(media)}/${encodeURIComponent(media.fileName)}`;

export interface Variant {
  /** `w640` (a width) or `s320` (a square crop around the focal point). */
  name: string;
  format: VariantFormat;
}

const isSquare = (name: string) => name.startsWith("s");

/** What a width is cut from: the bytes (their sha256's first 16 hex digits). */
export const widthsVersion = (media: Pick<MediaAddressable, "contentHash">) => media.contentHash.slice(0, 16);

/** What a square crop is cut from: the bytes and the focal point, in hundredths. */
export const squaresVersion = (media: Pick<MediaAddressable, "contentHash" | "focalX" | "focalY">) =>
  `${widthsVersion(media)}-${Math.round(media.focalX * 100)}-${Math.round(media.focalY * 100)}`;

/** The version in a variant's address: it changes whenever the variant's pixels would. */
export const variantVersion = (
  media: Pick<MediaAddressable, "contentHash" | "focalX" | "focalY">,
  { name }: Pick<Variant, "name">,
) => (isSquare(name) ? squaresVersion(media) : widthsVersion(media));

export const variantPath = (media: MediaAddressable, variant: Variant) =>
  `${MEDIA_ROUTE}/${fileSegment(media)}/${variantVersion(media, variant)}/${variant.name}.${variant.format}`;

/**
 * A variant of whatever the file holds now, for the admin's thumbnails (a list that knows only the
 * file's address): kept a minute, as the stable address is, never a year.
 */
export const CURRENT_VERSION = "current";
export const currentVariantPath = (media: Pick<MediaAddressable, "id" | "addressKey">, { name, format }: Variant) =>
  `${MEDIA_ROUTE}/${fileSegment(media)}/${CURRENT_VERSION}/${name}.${format}`;

/** A file whose variants keep transparency (PNG, GIF) falls back to PNG, a photo to JPEG. */
export const fallbackFormat = (contentType: string): VariantFormat =>
  contentType === "image/png" || contentType === "image/gif" ? "png" : "jpg";

/** The variant a request names, if the library makes such a one: no other size is ever computed. */
export function parseVariant(file: string): Variant | null {
  // No leading zero: `w0640` would be a second copy of `w640`.
  const match = /^([ws])([1-9]\d{0,3})\.(avif|webp|jpg|png)$/.exec(file);
  if (!match) return null;
  const [, shape, size, format] = match as unknown as [string, "w" | "s", string, VariantFormat];
  const sizes: readonly number[] = shape === "w" ? VARIANT_WIDTHS : SQUARE_SIDES;
  return sizes.includes(Number(size)) ? { name: `${shape}${size}`, format } : null;
}

/** Each served width with the width it really has: never wider than the file (the last one is the file's own). */
export function servedWidths(width: number): { name: string; width: number }[] {
  const served: { name: string; width: number }[] = [];
  for (const candidate of VARIANT_WIDTHS) {
    served.push({ name: `w${candidate}`, width: Math.min(candidate, width) });
    if (candidate >= width) break;
  }
  return served;
}

/**
 * The square crops an image has, each with the side it really has: the smallest always, a larger
 * one only while the image's shorter side exceeds the one below it (never an enlargement).
 */
export function servedSquares(media: Pick<MediaAddressable, "width" | "height">): { name: string; side: number }[] {
  const shortest = Math.min(media.width ?? 0, media.height ?? 0);
  return SQUARE_SIDES.filter((_side, index) => index === 0 || SQUARE_SIDES[index - 1]! < shortest).map((side) => ({
    name: `s${side}`,
    side: Math.min(side, shortest || side),
  }));
}

/** `srcset` of one format over the served widths. */
export const widthSrcSet = (media: MediaAddressable, format: VariantFormat, prefix = "") =>
  servedWidths(media.width ?? VARIANT_WIDTHS[0])
    .map(({ name, width }) => `${prefix}${variantPath(media, { name, format })} ${width}w`)
    .join(", ");

/** `srcset` of one format over the square crops, for a square of `side` CSS pixels (1x, 2x). */
export function squareSrcSet(media: MediaAddressable, format: VariantFormat, side: number, prefix = "") {
  const shortest = Math.min(media.width ?? side, media.height ?? side);
  const pick = (wanted: number) => SQUARE_SIDES.find((candidate) => candidate >= wanted) ?? SQUARE_SIDES.at(-1)!;
  const one = pick(side);
  const two = pick(side * 2);
  const sources = [`${prefix}${variantPath(media, { name: `s${one}`, format })} 1x`];
  if (two !== one && shortest > one) sources.push(`${prefix}${variantPath(media, { name: `s${two}`, format })} 2x`);
  return sources.join(", ");
}

/** How every address of file `id` begins (`/media/12-`: never file 120's), as content that uses it holds it. */
export const mediaAddressPrefix = (id: number) => `${MEDIA_ROUTE}/${id}-`;
