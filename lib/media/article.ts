import { FIGURE_ALIGNS, FIGURE_SIZES, type FigureSize } from "@/lib/text/rich-text";
import { pictureAlt, pictureOf } from "./picture";
import type { MediaAddressable } from "./urls";
import type { MediaTexts } from "./schema";

/**
 * A topic body's library images as the public page shows them. The editor keeps a figure naming its
 * file (`<figure data-media-id="12" data-size data-align><img src="/media/12/x.jpg" alt>…`); the page
 * turns each into a responsive `<picture>` (AVIF, WebP, then the JPEG or PNG fallback) over the
 * file's widths, with its real pixel size (no layout shift) and the library's alt text in the page's
 * language. A figure whose file is gone keeps only its caption: never a broken image.
 *
 * It reads the sanitizer's output (lib/text/rich-text.ts), whose markup is canonical: attributes in
 * double quotes with `"` escaped, no nested figure that the rewrite would touch.
 */
export interface ArticleMedia extends MediaAddressable {
  kind: string;
  decorative: boolean;
  texts: MediaTexts;
}

/**
 * How wide a figure is drawn (ContentViews.module.css `.body figure`, in BrowseLayout's column), for
 * `sizes`, as measured: the body's text is 734 px wide from a 1152 px viewport, 418 px less than the
 * viewport beside the sidebar (901-1151 px), 98 px less below it. A medium figure is 60% of that
 * (all of it to 640 px), a small one 35% (45% to 640 px).
 */
export const FIGURE_SIZES_ATTRIBUTE: Record<FigureSize, string> = {
  full: "(min-width: 1152px) 734px, (min-width: 901px) calc(100vw - 418px), calc(100vw - 98px)",
  medium:
    "(min-width: 1152px) 440px, (min-width: 901px) calc(60vw - 251px), (min-width: 641px) calc(60vw - 59px), calc(100vw - 98px)",
  small:
    "(min-width: 1152px) 257px, (min-width: 901px) calc(35vw - 146px), (min-width: 641px) calc(35vw - 34px), calc(45vw - 44px)",
};

/**
 * The first figure of a body that opens with it (less text than this before it) is in the first
 * screen, most likely the page's largest paint: loaded at once and first, not lazily.
 */
const OPENING_TEXT_LENGTH = 400;

const FIGURE = /<figure\b([^>]*)>([\s\S]*?)<\/figure>/g;
const ATTRIBUTE = /([\w-]+)="([^"]*)"/g;
/**
 * A library address in a link (`<a href="/media/…/sozlesme.pdf">`) or a plain image (`<img
 * src="/media/…">`, which the editor's URL rule allows), which under a base path needs it.
 */
const MEDIA_ADDRESS = /(<a\b[^>]*?\bhref="|<img\b[^>]*?\bsrc=")\/media\//g;

/** The library files a body's figures name, in order, each once. */
export function figureMediaIds(html: string): number[] {
  const ids = new Set<number>();
  for (const [, attributes = ""] of html.matchAll(FIGURE)) {
    const id = Number(attributesOf(attributes)["data-media-id"]);
    if (Number.isSafeInteger(id) && id > 0) ids.add(id);
  }
  return [...ids];
}

/** A body's library figures: each one's file and the alt text of its own image (unescaped; "" when none). */
export function libraryFigures(html: string): { id: number; alt: string }[] {
  return [...html.matchAll(FIGURE)].flatMap(([, attributes = "", inner = ""]) => {
    const id = Number(attributesOf(attributes)["data-media-id"]);
    if (!Number.isSafeInteger(id) || id <= 0) return [];
    const alt = attributesOf(/<img\b([^>]*)>/.exec(inner)?.[1] ?? "").alt ?? "";
    return [{ id, alt: unescapeAttribute(alt) }];
  });
}

/** The body with its library figures made responsive and its library links and images under `prefix`, the site's base path. */
export function rewriteArticleFigures(
  html: string,
  media: ReadonlyMap<number, ArticleMedia>,
  languageCode: string,
  prefix = "",
): string {
  const linked = prefix ? html.replace(MEDIA_ADDRESS, `$1${prefix}/media/`) : html;
  let first = true;
  return linked.replace(FIGURE, (whole, attributeText: string, inner: string, offset: number) => {
    const attributes = attributesOf(attributeText);
    const id = Number(attributes["data-media-id"]);
    if (!attributes["data-media-id"] || inner.includes("<figure")) return whole;
    const size = oneOf(attributes["data-size"], FIGURE_SIZES, "full");
    const align = oneOf(attributes["data-align"], FIGURE_ALIGNS, "center");
    const caption = /<figcaption>([\s\S]*?)<\/figcaption>/.exec(inner)?.[1] ?? "";
    const storedAlt = attributesOf(/<img\b([^>]*)>/.exec(inner)?.[1] ?? "").alt ?? "";
    const file = media.get(id);
    const eager = first && textLength(linked.slice(0, offset)) < OPENING_TEXT_LENGTH;
    first = false;
    const alt = file ? escapeAttribute(pictureAlt(file, languageCode, unescapeAttribute(storedAlt))) : "";
    const picture = file ? pictureMarkup(file, size, alt, prefix, eager) : "";
    if (!picture && !caption) return "";
    const figcaption = caption ? `<figcaption>${caption}</figcaption>` : "";
    return `<figure data-media-id="${id}" data-size="${size}" data-align="${align}">${picture}${figcaption}</figure>`;
  });
}

/** The figure's `<picture>` (lib/media/picture.ts) as markup; `alt` is escaped already. */
function pictureMarkup(file: ArticleMedia, size: FigureSize, alt: string, prefix: string, eager: boolean): string {
  if (file.kind !== "image") return "";
  const picture = pictureOf(file, { sizes: FIGURE_SIZES_ATTRIBUTE[size] }, prefix);
  if (!picture) return "";
  const { sources, img } = picture;
  const sourceTags = sources.map(
    (source) =>
      `<source type="${source.type}" srcset="${escapeAttribute(source.srcSet)}" sizes="${source.sizes ?? ""}">`,
  );
  const loading = eager ? 'fetchpriority="high"' : 'loading="lazy"';
  return (
    `<picture>${sourceTags.join("")}` +
    `<img src="${escapeAttribute(img.src)}" srcset="${escapeAttribute(img.srcSet)}" sizes="${img.sizes ?? ""}" width="${img.width}" height="${img.height}" alt="${alt}" ${loading} decoding="async">` +
    `</picture>`
  );
}

const textLength = (html: string) => html.replace(/<[^>]*>/g, "").length;

function attributesOf(text: string): Record<string, string> {
  return Object.fromEntries([...text.matchAll(ATTRIBUTE)].map(([, name = "", value = ""]) => [name, value]));
}

function oneOf<Value extends string>(value: string | undefined, allowed: readonly Value[], fallback: Value): Value {
  return allowed.find((candidate) => candidate === value) ?? fallback;
}

const unescapeAttribute = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

const escapeAttribute = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
