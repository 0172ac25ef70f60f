import localFont from "next/font/local";

/**
 * Inter, self-hosted as one variable file (weights 400-700) per script, each with its unicode-range
 * (lib/site/font-ranges.ts; next/font wants the ranges and weights written out here): a page loads
 * only the files its letters need — Latin everywhere (30 KB), Turkish and Azerbaijani letters beyond
 * it (3 KB), Cyrillic on Russian pages (12 KB). The first two are preloaded. Every file is used only
 * when it is at hand as the page is first drawn ("optional"; from the second page on it is, from the
 * cache): one that arrived later used to be swapped in and re-wrap the text, moving the page (layout
 * shifts of 0.03 to 0.3 on a busy server or a slow line). The Cyrillic file is not preloaded: every
 * language shares the layout that loads the fonts, and the other languages would fetch it for nothing.
 * The families stack in base.css, each covering what the one before does not. The files are made by
 * scripts/fonts-subset.ts.
 */
export const interLatin = localFont({
  src: [{ path: "./fonts/inter-latin-wght.woff2", weight: "400 700", style: "normal" }],
  variable: "--font-inter-latin",
  display: "optional",
  preload: true,
  adjustFontFallback: false,
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD",
    },
  ],
});

export const interTurkishAzerbaijani = localFont({
  src: [{ path: "./fonts/inter-tr-az-wght.woff2", weight: "400 700", style: "normal" }],
  variable: "--font-inter-tr-az",
  display: "optional",
  preload: true,
  adjustFontFallback: false,
  declarations: [{ prop: "unicode-range", value: "U+011E-011F, U+0130, U+015E-015F, U+018F, U+0259" }],
});

export const interCyrillic = localFont({
  src: [{ path: "./fonts/inter-cyrillic-wght.woff2", weight: "400 700", style: "normal" }],
  variable: "--font-inter-cyrillic",
  display: "optional",
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: "unicode-range", value: "U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116" }],
});

/** The classes that define the three families' variables, for a root layout's <html>. */
export const fontVariables = [interLatin.variable, interTurkishAzerbaijani.variable, interCyrillic.variable].join(" ");
