/**
 * Plain text from stored HTML, for excerpts and meta descriptions: tags removed, a few entities
 * decoded.
 */
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", nbsp: " " };

export function stripHtml(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<\/(p|h[1-6]|li|div|blockquote)>|<br\s*\/?>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? "")
    .replace(/\s+/g, " ")
    .trim();
}

const ELLIPSIS = "...";

/**
 * At most `length` characters of plain text on one line (its runs of white space made one space),
 * the "..." that marks a cut included, cut at a word boundary when one is near, never through a
 * character (JavaScript counts an emoji as two).
 */
export function plainExcerpt(plain: string, length: number): string {
  const text = plain.replace(/\s+/g, " ").trim();
  if (text.length <= length) return text;
  const room = length - ELLIPSIS.length;
  // Never half a character: an emoji's first half left at the cut goes with it.
  const cut = text.slice(0, room).replace(/[\uD800-\uDBFF]$/, "");
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > room * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}${ELLIPSIS}`;
}

/** The same of stored HTML, its tags removed. */
export const excerpt = (html: string, length: number): string => plainExcerpt(stripHtml(html), length);

export const TOPIC_EXCERPT_LENGTH = 150;
export const ADMIN_EXCERPT_LENGTH = 100;
