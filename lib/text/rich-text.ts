import sanitizeHtml from "sanitize-html";
import { TEXT_COLOR_PATTERNS } from "./palette";

/**
 * The one allow-list for topic HTML, matching the editor's toolbar (headings 1-3, bold, italic,
 * underline, strike, lists, indent, link, image, a library image as a figure, alignment, the
 * palette's colours). Applied on every save and again on every render.
 */
const RASTER_DATA_URL = /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]+$/i;
const ALIGN = [/^(left|right|center|justify)$/];

/** A library image's figure (components/admin/editor/media-figure.ts): its file, size and alignment. */
export const FIGURE_SIZES = ["small", "medium", "full"] as const;
export const FIGURE_ALIGNS = ["left", "center", "right"] as const;
export type FigureSize = (typeof FIGURE_SIZES)[number];
export type FigureAlign = (typeof FIGURE_ALIGNS)[number];
const MEDIA_ID = /^[1-9]\d{0,8}$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h1",
    "h2",
    "h3",
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "strike",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "blockquote",
    "span",
    "figure",
    "figcaption",
  ],
  allowedAttributes: {
    a: ["href", "target", "rel"],
    img: ["src", "alt", "title", "width", "height"],
    p: ["style", "data-indent"],
    h1: ["style", "data-indent"],
    h2: ["style", "data-indent"],
    h3: ["style", "data-indent"],
    li: ["style"],
    span: ["style"],
    figure: ["data-media-id", "data-size", "data-align"],
  },
  allowedStyles: { "*": { color: [...TEXT_COLOR_PATTERNS], "text-align": ALIGN } },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https", "data"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Only raster images may come as data URLs (an SVG or HTML one can carry script).
  exclusiveFilter: (frame) =>
    frame.tag === "img" &&
    (!frame.attribs.src || (/^data:/i.test(frame.attribs.src) && !RASTER_DATA_URL.test(frame.attribs.src))),
  transformTags: {
    // Browsers ignore whitespace and control characters in a URL, so " data:image/svg+xml…" would
    // still load: the filter above must see the src as the browser will.
    img: (tagName, attribs) => ({
      tagName,
      attribs: attribs.src === undefined ? attribs : { ...attribs, src: attribs.src.replace(/[\u0000-\u0020]+/g, "") },
    }),
    // A figure names a library file by its number, a size and an alignment of the editor's, nothing else.
    figure: (tagName, attribs) => ({ tagName, attribs: figureAttributes(attribs) }),
    a: (tagName, attribs) => ({
      tagName,
      attribs:
        attribs.target === "_blank" ? { ...attribs, rel: "noopener noreferrer" } : omit(attribs, "target", "rel"),
    }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

function figureAttributes(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const valid: Record<string, (value: string) => boolean> = {
    "data-media-id": (value) => MEDIA_ID.test(value),
    "data-size": (value) => (FIGURE_SIZES as readonly string[]).includes(value),
    "data-align": (value) => (FIGURE_ALIGNS as readonly string[]).includes(value),
  };
  return Object.fromEntries(Object.entries(attribs).filter(([name, value]) => valid[name]?.(value) ?? true));
}

function omit(attribs: sanitizeHtml.Attributes, ...names: string[]): sanitizeHtml.Attributes {
  return Object.fromEntries(Object.entries(attribs).filter(([name]) => !names.includes(name)));
}
