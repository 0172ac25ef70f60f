/**
 * The text colours the editor offers (a small brand palette instead of a free picker),
 * the site's own colours from app/base.css. The sanitizer keeps exactly these and drops any other,
 * so a colour typed into crafted HTML never reaches a public page.
 */
export const TEXT_COLORS = [
  { name: "brand", value: "#0b3d6b" },
  { name: "accent", value: "#8a5d0c" },
  { name: "ink", value: "#1b2430" },
  { name: "muted", value: "#5b6675" },
  { name: "danger", value: "#b42318" },
  { name: "success", value: "#067647" },
] as const;

export type TextColorName = (typeof TEXT_COLORS)[number]["name"];

function rgbPattern(hex: string): RegExp {
  const [red, green, blue] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return new RegExp(`^rgb\\(\\s*${red}\\s*,\\s*${green}\\s*,\\s*${blue}\\s*\\)$`);
}

/** Each palette colour as the editor writes it (#hex) and as a browser may serialize it (rgb()). */
export const TEXT_COLOR_PATTERNS: readonly RegExp[] = TEXT_COLORS.flatMap(({ value }) => [
  new RegExp(`^${value}$`, "i"),
  rgbPattern(value),
]);

/** Which palette colour a CSS value is (in either form), if any: the toolbar marks its swatch pressed. */
export function paletteColorName(value: unknown): TextColorName | undefined {
  if (typeof value !== "string") return undefined;
  const index = TEXT_COLOR_PATTERNS.findIndex((pattern) => pattern.test(value.trim()));
  return index < 0 ? undefined : TEXT_COLORS[Math.floor(index / 2)]?.name;
}
