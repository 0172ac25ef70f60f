import { foldCharacters } from "./query-text";

/**
 * An excerpt of plain text around the first word matching the query, as HTML: every character
 * escaped, the matching words wrapped in <mark>. A word matches a query term when it begins like it
 * (its first characters, so "patentler" shows "patent"'s stem), without case or accents.
 */
export const SEARCH_EXCERPT_LENGTH = 200;

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);

interface Word {
  start: number;
  end: number;
}

function wordsOf(text: string): Word[] {
  return Array.from(text.matchAll(/[\p{L}\p{N}]+/gu), (match) => ({
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** The stem a word must begin with: the whole term when short, else all but its last letters. */
const stemOf = (term: string): string => (term.length <= 4 ? term : term.slice(0, Math.max(4, term.length - 3)));

export function highlightExcerpt(
  plain: string,
  terms: readonly string[],
  locale: string,
  length = SEARCH_EXCERPT_LENGTH,
): string {
  const text = plain.replace(/\s+/g, " ").trim();
  const folded = foldCharacters(text, locale);
  const stems = terms.map(stemOf).filter((stem) => stem.length > 0);
  const matches = (word: Word) => stems.some((stem) => folded.slice(word.start, word.end).startsWith(stem));
  const words = wordsOf(text);
  const first = words.find(matches);
  const from = first ? Math.max(0, startOfWordBefore(text, first.start - Math.floor(length / 3))) : 0;
  const to = Math.min(text.length, from + length);
  let html = from > 0 ? "…" : "";
  let position = from;
  for (const word of words) {
    if (word.start < from || word.end > to || !matches(word)) continue;
    html += `${escapeHtml(text.slice(position, word.start))}<mark>${escapeHtml(text.slice(word.start, word.end))}</mark>`;
    position = word.end;
  }
  html += escapeHtml(text.slice(position, to));
  return to < text.length ? `${html}…` : html;
}

function startOfWordBefore(text: string, index: number): number {
  if (index <= 0) return 0;
  const space = text.lastIndexOf(" ", index);
  return space < 0 ? 0 : space + 1;
}
