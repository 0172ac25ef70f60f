import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
import { describe, expect, it } from "vitest";
import {
  charactersOf,
  CYRILLIC_RANGE,
  FONT_WEIGHTS,
  LATIN_RANGE,
  TURKISH_AZERBAIJANI_RANGE,
} from "@/lib/site/font-ranges";

/** Fonts: the files the site serves keep the weights the stylesheets use, and the faces declare what the files hold. */
const FONTS_DIR = path.join("lib", "site", "fonts");

/** The weight axis a font file keeps (its `fvar` table), read from the file re-encoded as TrueType. */
async function weightAxisOf(file: string, range: string): Promise<{ min: number; max: number }> {
  const font = Buffer.from(
    await subsetFont(readFileSync(path.join(FONTS_DIR, file)), charactersOf(range), { targetFormat: "truetype" }),
  );
  const tables = font.readUInt16BE(4);
  for (let index = 0; index < tables; index++) {
    const record = 12 + index * 16;
    if (font.toString("latin1", record, record + 4) !== "fvar") continue;
    const table = font.readUInt32BE(record + 8);
    const axes = table + font.readUInt16BE(table + 4);
    const axisSize = font.readUInt16BE(table + 10);
    for (let axis = 0; axis < font.readUInt16BE(table + 8); axis++) {
      const at = axes + axis * axisSize;
      if (font.toString("latin1", at, at + 4) === "wght")
        return { min: font.readInt32BE(at + 4) / 65536, max: font.readInt32BE(at + 12) / 65536 };
    }
  }
  throw new Error(`${file} has no weight axis`);
}

describe("the site's fonts", () => {
  it("reads the characters a unicode-range names", () => {
    expect(charactersOf("U+0041-0043, U+0131")).toBe("ABCı");
    expect(charactersOf(TURKISH_AZERBAIJANI_RANGE)).toBe("ĞğİŞşƏə");
  });

  it("keeps only the weights the stylesheets use, in every file, and the faces say so", async () => {
    const files = {
      "inter-latin-wght.woff2": LATIN_RANGE,
      "inter-tr-az-wght.woff2": TURKISH_AZERBAIJANI_RANGE,
      "inter-cyrillic-wght.woff2": CYRILLIC_RANGE,
    };
    for (const [file, range] of Object.entries(files))
      expect(await weightAxisOf(file, range), file).toEqual(FONT_WEIGHTS);
    const declared = readFileSync(path.join("lib", "site", "fonts.ts"), "utf8");
    expect(declared.match(/weight: "(\d+) (\d+)"/g)).toEqual(
      Array(3).fill(`weight: "${FONT_WEIGHTS.min} ${FONT_WEIGHTS.max}"`),
    );
  });

  it("declares each file's unicode-range as the subsetter made it (next/font wants them written out)", () => {
    const declared = readFileSync(path.join("lib", "site", "fonts.ts"), "utf8");
    for (const range of [LATIN_RANGE, TURKISH_AZERBAIJANI_RANGE, CYRILLIC_RANGE])
      expect(declared).toMatch(new RegExp(`value:\\s+"${range.replace(/[+]/g, "\\+")}"`));
  });

  it("the stylesheets use no weight the files do not keep (bold is 700)", () => {
    const stylesheets = ["app", "components"].flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: "utf8" })
        .filter((file) => file.endsWith(".css"))
        .map((file) => path.join(dir, file)),
    );
    const weights = new Set(
      stylesheets.flatMap((file) =>
        [...readFileSync(file, "utf8").matchAll(/font-weight:\s*(\w+)/g)].map((found) => found[1]!),
      ),
    );
    expect(weights).toContain("700");
    for (const weight of weights)
      expect(Number(weight), `font-weight: ${weight}`).toSatisfy(
        (value: number) => value >= FONT_WEIGHTS.min && value <= FONT_WEIGHTS.max,
      );
  });
});
