/**
 * The letters each of the site's font files covers (the unicode-range of its @font-face), so a
 * browser loads a file only for a page that shows its letters: Latin for every page, the few
 * Turkish and Azerbaijani letters beyond it (a subset made by scripts/fonts-subset.ts), Cyrillic for
 * Russian. Ranges as @fontsource-variable/inter declares them.
 */
export const LATIN_RANGE = "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD";

export const TURKISH_AZERBAIJANI_EXTRA = { characters: "ĞğİŞşƏə", range: "U+011E-011F, U+0130, U+015E-015F, U+018F, U+0259" } as const;

export const CYRILLIC_RANGE = "U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116";
