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

/** At most `length` characters of plain text, the "..." that marks a cut included, cut at a word boundary when one is near. */
export function excerpt(html: string, length: number): string {
  const text = stripHtml(html);
  if (text.length <= length) return text;
  const room = length - ELLIPSIS.length;
  const cut = text.slice(0, room);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > room * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}${ELLIPSIS}`;
}

export const TOPIC_EXCERPT_LENGTH = 150;
export const ADMIN_EXCERPT_LENGTH = 100;
