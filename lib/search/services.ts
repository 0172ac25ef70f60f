import { highlightExcerpt } from "./highlight";
import { queryTerms } from "./query-text";
import type { SearchResult } from "./queries";

/**
 * The service pages' texts are messages (lib/site/services.ts, overlaid by the firm's page texts),
 * a handful per language: searched here in memory. A page matches when every query word begins one
 * of its words, without case or accents.
 */
export interface ServicePageText {
  title: string;
  href: string;
  /** Its texts as plain text, the lead first (the excerpt comes from them). */
  text: string;
}

export function searchServicePages(pages: readonly ServicePageText[], lower: string, locale: string): SearchResult[] {
  const terms = queryTerms(lower, locale);
  if (terms.length === 0) return [];
  return pages.flatMap((page) => {
    // The page's words folded as the query's are (queryTerms folds any text).
    const words = queryTerms(`${page.title} ${page.text}`, locale);
    const titleWords = queryTerms(page.title, locale);
    if (!terms.every((term) => words.some((word) => word.startsWith(term)))) return [];
    const inTitle = terms.filter((term) => titleWords.some((word) => word.startsWith(term))).length;
    return [
      {
        kind: "service" as const,
        title: page.title,
        href: page.href,
        excerpt: highlightExcerpt(page.text, terms, locale),
        rank: inTitle / terms.length,
      },
    ];
  });
}
