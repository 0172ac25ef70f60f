/** Keywords are edited as comma-separated text: split, trimmed, empties (and repeats) removed. */
export function parseKeywords(text: string): string[] {
  return withoutRepeats(
    text
      .split(",")
      .map((keyword) => keyword.trim())
      .filter((keyword) => keyword !== ""),
  );
}

/** The first of keywords that differ only in case ("Patent", "patent"). */
export function withoutRepeats(keywords: string[]): string[] {
  const seen = new Set<string>();
  return keywords.filter(
    (keyword) => !seen.has(keyword.toLocaleLowerCase("tr")) && seen.add(keyword.toLocaleLowerCase("tr")),
  );
}

export const formatKeywords = (keywords: string[]): string => keywords.join(", ");

/** Lists show 3 keywords, then "+N more". */
export const LISTED_KEYWORDS = 3;

export function listedKeywords(keywords: string[]): { shown: string[]; more: number } {
  return { shown: keywords.slice(0, LISTED_KEYWORDS), more: Math.max(0, keywords.length - LISTED_KEYWORDS) };
}
