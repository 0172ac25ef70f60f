import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
import {
  charactersOf,
  CYRILLIC_RANGE,
  FONT_WEIGHTS,
  LATIN_RANGE,
  TURKISH_AZERBAIJANI_RANGE,
} from "@/lib/site/font-ranges";

/**
 * Writes the site's font files to lib/site/fonts/ from @fontsource-variable/inter's: each keeps its
 * letters (lib/site/font-ranges.ts) and only the weights the stylesheets use, still one variable
 * file. Of the latin-ext file (85 KB) only the letters Turkish and Azerbaijani write beyond Latin's
 * own (ğ, ş, İ, ə and their capitals). A Turkish page loads 33 KB of font instead of 133 KB.
 * Run it again after updating @fontsource-variable/inter: `npx tsx scripts/fonts-subset.ts`.
 */
const FILES = [
  { source: "inter-latin-wght-normal.woff2", target: "inter-latin-wght.woff2", range: LATIN_RANGE },
  { source: "inter-latin-ext-wght-normal.woff2", target: "inter-tr-az-wght.woff2", range: TURKISH_AZERBAIJANI_RANGE },
  { source: "inter-cyrillic-wght-normal.woff2", target: "inter-cyrillic-wght.woff2", range: CYRILLIC_RANGE },
];

for (const file of FILES) {
  const source = readFileSync(path.join("node_modules", "@fontsource-variable", "inter", "files", file.source));
  const subset = await subsetFont(source, charactersOf(file.range), {
    targetFormat: "woff2",
    variationAxes: { wght: { ...FONT_WEIGHTS } },
  });
  const target = path.join("lib", "site", "fonts", file.target);
  writeFileSync(target, subset);
  console.log(`${target}: ${subset.length} bytes (was ${source.length})`);
}
