/**
 * A visitor's search query as the search uses it: control characters removed, white space made
 * single spaces, lower-cased by the language's rules (Turkish I→ı, İ→i), and capped: a longer query
 * is refused with a message rather than searched in part.
 */
export const SEARCH_QUERY_MAX_LENGTH = 100;

export type SearchQuery =
  { kind: "empty"; text: "" } | { kind: "tooLong"; text: string } | { kind: "ready"; text: string; lower: string };

/** The casing rules of a language: Turkish and Azerbaijani share the dotted and dotless I. */
export const caseLocale = (locale: string): string => (locale === "tr" || locale === "az" ? "tr" : locale);

/** The query parameter as the page receives it (absent, once, or repeated: the first counts). */
export function normalizeQuery(raw: string | string[] | undefined, locale: string): SearchQuery {
  const value = Array.isArray(raw) ? (raw[0] ?? "") : (raw ?? "");
  const text = value
    .replace(/[\p{Cc}\p{Cf}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (text === "") return { kind: "empty", text: "" };
  if ([...text].length > SEARCH_QUERY_MAX_LENGTH) return { kind: "tooLong", text: cut(text) };
  return { kind: "ready", text, lower: text.toLocaleLowerCase(caseLocale(locale)) };
}

const cut = (text: string): string => [...text].slice(0, SEARCH_QUERY_MAX_LENGTH).join("");

/** Text compared without case or accents (ı and i alike), one character for one, so positions stay. */
export function foldCharacters(text: string, locale: string): string {
  const lower = caseLocale(locale);
  const folds = foldsOf(lower);
  return Array.from(text, (character) => {
    let folded = folds.get(character);
    if (folded === undefined) {
      folded = foldCharacter(character, lower);
      folds.set(character, folded);
    }
    return folded;
  }).join("");
}

function foldCharacter(character: string, lower: string): string {
  const folded = character.toLocaleLowerCase(lower).normalize("NFD").replace(/\p{M}/gu, "").replace(/ı/g, "i");
  // A character that folds into several (ß, İ in other locales) keeps its place with its first.
  return [...folded][0] ?? character;
}

/** Each casing locale's folded characters, kept: an excerpt folds whole article bodies per search. */
const FOLDS = new Map<string, Map<string, string>>();
function foldsOf(lower: string): Map<string, string> {
  let folds = FOLDS.get(lower);
  if (!folds) FOLDS.set(lower, (folds = new Map()));
  return folds;
}

/** The words of a text: its runs of letters and digits (a tsquery's words need nothing else). */
const queryWords = (text: string): string[] => text.split(/[^\p{L}\p{M}\p{N}]+/u).filter((word) => word !== "");

/** The words of a query, folded, for highlighting and for the service pages' texts. */
export const queryTerms = (lower: string, locale: string): string[] => queryWords(foldCharacters(lower, locale));
