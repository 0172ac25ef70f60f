import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
import { TURKISH_AZERBAIJANI_EXTRA } from "@/lib/site/font-ranges";

/**
 * Writes lib/site/fonts/inter-tr-az-wght.woff2: of Inter's latin-ext file (85 KB), only the letters
 * Turkish and Azerbaijani write beyond Latin's own (ğ, ş, İ, ə and their capitals), with the weight
 * axis kept, so a Turkish page loads about 50 KB of font instead of 133 KB. Run it again after
 * updating @fontsource-variable/inter: `npx tsx scripts/fonts-subset.ts`.
 */
const source = path.join("node_modules", "@fontsource-variable", "inter", "files", "inter-latin-ext-wght-normal.woff2");
const target = path.join("lib", "site", "fonts", "inter-tr-az-wght.woff2");

const subset = await subsetFont(readFileSync(source), TURKISH_AZERBAIJANI_EXTRA.characters, { targetFormat: "woff2" });
writeFileSync(target, subset);
console.log(`${target}: ${subset.length} bytes (${TURKISH_AZERBAIJANI_EXTRA.characters})`);
