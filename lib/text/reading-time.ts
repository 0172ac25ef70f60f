import { stripHtml } from "./excerpt";

/** An adult reads about 200 words a minute of a professional text (a common estimate). */
export const WORDS_PER_MINUTE = 200;

/** Whole minutes to read an article's stored HTML, at least one for any text; none for an empty body. */
export function readingMinutes(html: string): number {
  const words = stripHtml(html).split(/\s+/).filter(Boolean).length;
  return words === 0 ? 0 : Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
