import type { MediaTexts } from "./schema";
import {
  fallbackFormat,
  servedWidths,
  squareSrcSet,
  servedSquares,
  SQUARE_SIDES,
  variantPath,
  widthSrcSet,
  type MediaAddressable,
} from "./urls";

/**
 * A library image as a responsive `<picture>`, one shape for every place that shows one (the home
 * page's picture, team portraits, article figures, the admin's preview): AVIF, then WebP, then the
 * JPEG (PNG for transparency) fallback, with the image's pixel size so nothing shifts as it loads.
 * Either over the file's widths, for a `sizes` the caller states, or over its square crops around
 * the focal point, for a square of a given CSS side. Client-safe: the addresses come from urls.ts.
 */
export interface PictureSource {
  type: "image/avif" | "image/webp";
  srcSet: string;
  sizes?: string;
}

export interface PictureData {
  sources: PictureSource[];
  img: { src: string; srcSet: string; sizes?: string; width: number; height: number };
}

/** Over the widths, drawn at `sizes`; or a square crop of `square` CSS pixels a side (1x and 2x). */
export type PictureShape = { sizes: string } | { square: number };

/** The widest a browser without `srcset` loads: enough for a desktop column, never a 1920 download. */
const FALLBACK_MAX_WIDTH = 960;

/** The image's picture, with addresses under `prefix` (the site's base path); null for a file that is no image. */
export function pictureOf(media: MediaAddressable, shape: PictureShape, prefix = ""): PictureData | null {
  if (!media.width || !media.height) return null;
  const fallback = fallbackFormat(media.contentType);
  if ("square" in shape) {
    const srcSet = (format: "avif" | "webp" | typeof fallback) => squareSrcSet(media, format, shape.square, prefix);
    return {
      sources: [
        { type: "image/avif", srcSet: srcSet("avif") },
        { type: "image/webp", srcSet: srcSet("webp") },
      ],
      img: {
        src: `${prefix}${variantPath(media, { name: fallbackSquare(media, shape.square), format: fallback })}`,
        srcSet: srcSet(fallback),
        width: shape.square,
        height: shape.square,
      },
    };
  }
  const { sizes } = shape;
  return {
    sources: [
      { type: "image/avif", srcSet: widthSrcSet(media, "avif", prefix), sizes },
      { type: "image/webp", srcSet: widthSrcSet(media, "webp", prefix), sizes },
    ],
    img: {
      src: `${prefix}${variantPath(media, { name: fallbackWidth(media.width), format: fallback })}`,
      srcSet: widthSrcSet(media, fallback, prefix),
      sizes,
      width: media.width,
      height: media.height,
    },
  };
}

/**
 * The width a browser without `srcset` loads: the largest one served for this image up to 960 px
 * (an image 500 px wide is served as w320 and w640, the latter being the file's own width).
 */
function fallbackWidth(width: number): string {
  const served = servedWidths(width);
  return (served.filter((candidate) => candidate.width <= FALLBACK_MAX_WIDTH).at(-1) ?? served[0]!).name;
}

/**
 * The square a browser without `srcset` loads: the 1x side `squareSrcSet` picks, if the image is
 * large enough to have it (a side is made only when the image's shorter side exceeds the one below).
 */
function fallbackSquare(media: MediaAddressable, side: number): string {
  const wanted = SQUARE_SIDES.find((candidate) => candidate >= side) ?? SQUARE_SIDES.at(-1)!;
  return servedSquares(media)
    .filter(({ name }) => Number(name.slice(1)) <= wanted)
    .at(-1)!.name;
}

/**
 * An image's alt text, one rule for every page: none for a decorative file; else the library's alt
 * in the page's language; else the one the content itself holds (an article figure's own `alt`);
 * else none. An empty or blank text counts as missing; another language's is never used.
 */
export function pictureAlt(
  media: { decorative: boolean; texts: MediaTexts },
  languageCode: string,
  ownAlt = "",
): string {
  if (media.decorative) return "";
  const libraryAlt = media.texts[languageCode]?.alt?.trim();
  return libraryAlt || ownAlt.trim();
}
