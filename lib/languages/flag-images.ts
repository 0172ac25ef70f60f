import { readFile } from "node:fs/promises";
import path from "node:path";
import countries from "flag-icons/country.json" with { type: "json" };
import { FLAG_IMAGE_FOLDER, flagCountry } from "./flag";

/**
 * The countries whose flag is drawn as an image: every two-letter code of the flag-icons package
 * (the ISO countries, Kosovo, the EU and the UN), which are the flags an emoji writes as two regional
 * indicator letters. Its longer codes (gb-sct, es-ct) have no such emoji.
 */
export const FLAG_IMAGE_COUNTRIES: ReadonlySet<string> = new Set(
  countries.map((country) => country.code).filter((code) => /^[a-z]{2}$/.test(code)),
);

/** False only for a pair of regional indicator letters that is no country's (🇦🇦): it would draw nothing. */
export function hasFlagImage(flag: string): boolean {
  const country = flagCountry(flag);
  return country === null || FLAG_IMAGE_COUNTRIES.has(country);
}

/** A country's flag, 4:3, as the package draws it; read when the site is built (app/flags). */
export function readFlagImage(country: string): Promise<Buffer> {
  return readFile(path.join(process.cwd(), FLAG_IMAGE_FOLDER, `${country}.svg`));
}
