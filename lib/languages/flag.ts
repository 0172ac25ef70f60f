/** How a language's flag is shown: its country's image, the emoji as it is, or nothing (its code says it). */
export type FlagDisplay = { image: string } | { emoji: string } | null;

/** Where the flag-icons package keeps its 4:3 flags, <country>.svg (read by app/flags, traced by next.config). */
export const FLAG_IMAGE_FOLDER = "node_modules/flag-icons/flags/4x3";

const REGIONAL_INDICATOR_A = 0x1f1e6;

/**
 * The country of a flag emoji, which is two regional indicator letters ("🇬🇧" → "gb"); null for
 * anything else.
 */
export function flagCountry(flag: string): string | null {
  const letters = [...flag.trim()].map((char) => (char.codePointAt(0) ?? 0) - REGIONAL_INDICATOR_A);
  if (letters.length !== 2 || letters.some((letter) => letter < 0 || letter > 25)) return null;
  return String.fromCharCode(...letters.map((letter) => 0x61 + letter));
}

/**
 * A country's flag is an image, never the emoji: where the system has no flag glyphs (Windows)
 * the emoji shows as two letters or a box. Every country has one (/flags/<country>.svg; a language
 * is refused a pair of letters that is no country's). An emoji that is no country's flag (🏳️) is
 * drawn everywhere: shown as it is.
 */
export function flagDisplay(flag: string): FlagDisplay {
  const country = flagCountry(flag);
  if (country === null) return flag.trim() === "" ? null : { emoji: flag.trim() };
  return { image: country };
}
