/**
 * The site's three font files (made by scripts/fonts-subset.ts from @fontsource-variable/inter):
 * which letters each covers — the unicode-range of its @font-face, so a browser loads a file only
 * for a page that shows its letters: Latin for every page, the few Turkish and Azerbaijani letters
 * beyond it, Cyrillic for Russian (ranges as @fontsource-variable/inter declares them) — and the
 * weights they keep.
 */
export const LATIN_RANGE =
  "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD";

export const TURKISH_AZERBAIJANI_RANGE = "U+011E-011F, U+0130, U+015E-015F, U+018F, U+0259";

export const CYRILLIC_RANGE = "U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116";

/**
 * The weight axis the files keep: the stylesheets use 400 to 700 (bold text is 700), so the rest of
 * Inter's 100-900 (a third of each file) never travels. A weight outside it shows as the nearest kept.
 */
export const FONT_WEIGHTS = { min: 400, max: 700 } as const;

/** The characters a unicode-range names ("U+0000-00FF, U+0131"), for the subsetter. */
export function charactersOf(range: string): string {
  return range
    .split(",")
    .map((part) => part.trim().replace(/^U\+/i, ""))
    .flatMap((part) => {
      const [first, last = first] = part.split("-").map((hex) => Number.parseInt(hex!, 16));
      return Array.from({ length: last! - first! + 1 }, (_, offset) => String.fromCodePoint(first! + offset));
    })
    .join("");
}
