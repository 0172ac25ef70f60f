import { readFileSync } from "node:fs";
import path from "node:path";

/** The stored-XSS corpus (tests/fixtures/xss-vectors.txt): one vector per line, # lines are comments. */
export function xssVectors(): string[] {
  const file = path.resolve(import.meta.dirname, "../fixtures/xss-vectors.txt");
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim() && !line.startsWith("#"));
}

/**
 * A URL a browser would run or render as a document: script schemes in any case, and data: URLs
 * other than raster images. Checked after removing what browsers ignore (whitespace and control
 * characters), so the same test reads it as the browser does. Its source is passed to the e2e page.
 */
export const DANGEROUS_URL = /^(?:javascript|vbscript|livescript|mocha):|^data:(?!image\/(?:png|jpe?g|gif|webp)[;,])/i;
export const browserUrl = (value: string): string => value.replace(/[\u0000-\u0020]+/g, "").toLowerCase();

/** Styles that load or run something (a URL, an old IE expression or behavior, a Mozilla binding). */
export const DANGEROUS_STYLE = /url\s*\(|expression\s*\(|behavior\s*:|-moz-binding/i;

/** Elements that have no place in a topic's body: each could run or load script, or take the page over. */
export const FORBIDDEN_TAGS = [
  "script",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "style",
  "svg",
  "math",
  "base",
  "meta",
  "link",
  "form",
  "input",
  "button",
  "textarea",
  "select",
  "video",
  "audio",
  "template",
  "portal",
  "area",
  "map",
  "isindex",
  "keygen",
];
export const URL_ATTRIBUTES = [
  "href",
  "src",
  "srcset",
  "action",
  "formaction",
  "xlink:href",
  "background",
  "cite",
  "data",
  "dynsrc",
  "lowsrc",
  "poster",
];

const decode = (value: string) =>
  value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** What in a stored (sanitized, hence well-formed) body could run: forbidden tags, event handlers, dangerous URLs. */
export function dangersIn(html: string): string[] {
  const found: string[] = [];
  for (const [, tag] of html.matchAll(/<\s*([a-z][a-z0-9:-]*)/gi))
    if (FORBIDDEN_TAGS.includes(tag!.toLowerCase())) found.push(`<${tag}>`);
  for (const [, name] of html.matchAll(/<[^>]*?\s(on[a-z]+)\s*=/gi)) found.push(`${name} handler`);
  for (const [, name, value] of html.matchAll(/\s([a-z:-]+)\s*=\s*"([^"]*)"/gi)) {
    if (URL_ATTRIBUTES.includes(name!.toLowerCase()) && DANGEROUS_URL.test(browserUrl(decode(value!))))
      found.push(`${name}="${value}"`);
    if (name!.toLowerCase() === "style" && DANGEROUS_STYLE.test(decode(value!))) found.push(`style="${value}"`);
  }
  return found;
}
