import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Flag } from "@/components/shared/Flag";
import { flagCountry, flagDisplay } from "@/lib/languages/flag";
import { FLAG_IMAGE_COUNTRIES, hasFlagImage, readFlagImage } from "@/lib/languages/flag-images";
import { languageSchema } from "@/lib/languages/schema";

describe("flagCountry", () => {
  it("reads the country of a flag emoji from its two regional indicator letters", () => {
    expect(flagCountry("🇹🇷")).toBe("tr");
    expect(flagCountry("🇬🇧")).toBe("gb");
    expect(flagCountry("🇩🇪")).toBe("de");
    expect(flagCountry("🇷🇺")).toBe("ru");
    expect(flagCountry("🇦🇿")).toBe("az");
    expect(flagCountry("🇫🇷")).toBe("fr");
    expect(flagCountry(" 🇯🇵 ")).toBe("jp");
  });
  it("finds no country in anything else", () => {
    for (const flag of ["", "TR", "tr", "🏳️", "🏴‍☠️", "🇹", "🇹🇷🇹🇷", "🇹r", "🏴󠁧󠁢󠁳󠁣󠁴󠁿"]) {
      expect(flagCountry(flag), flag).toBeNull();
    }
  });
});

describe("flagDisplay", () => {
  it("shows any country's flag as its image, the emoji of no country as it is, and a blank as nothing", () => {
    expect(flagDisplay("🇬🇧")).toEqual({ image: "gb" });
    expect(flagDisplay("🇫🇷")).toEqual({ image: "fr" });
    expect(flagDisplay("🇮🇱")).toEqual({ image: "il" });
    expect(flagDisplay("🇯🇵")).toEqual({ image: "jp" });
    expect(flagDisplay("🏳️")).toEqual({ emoji: "🏳️" });
    expect(flagDisplay(" ")).toBeNull();
  });
});

describe("flag images", () => {
  it("has an SVG for the languages' countries, the right-to-left ones and the EU alike", async () => {
    for (const country of ["tr", "gb", "de", "ru", "az", "fr", "il", "sa", "ir", "pk", "jp", "cn", "ua", "eu"]) {
      expect(FLAG_IMAGE_COUNTRIES.has(country), country).toBe(true);
      const svg = (await readFlagImage(country)).toString("utf8");
      expect(svg, country).toMatch(/^<svg [^>]*viewBox="0 0 640 480"/);
    }
    // Every country, and no sub-national flag (no emoji writes gb-sct as two letters).
    expect(FLAG_IMAGE_COUNTRIES.size).toBeGreaterThanOrEqual(249);
    expect([...FLAG_IMAGE_COUNTRIES].every((code) => /^[a-z]{2}$/.test(code))).toBe(true);
  });
  it("refuses a language a pair of letters that is no country's flag, and takes any other flag", () => {
    expect(hasFlagImage("🇦🇦")).toBe(false);
    expect(hasFlagImage("🇮🇱")).toBe(true);
    expect(hasFlagImage("🏳️")).toBe(true);
    const language = { code: "he", name: "Hebrew", nativeName: "עברית" };
    const refused = languageSchema.safeParse({ ...language, flag: "🇦🇦" });
    expect(refused.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["flag", "flagUnknownCountry"],
    ]);
    expect(languageSchema.safeParse({ ...language, flag: "🇮🇱" }).success).toBe(true);
  });
});

describe("Flag", () => {
  it("is a decorative image for a known country, with no emoji left in the text", () => {
    const html = renderToStaticMarkup(<Flag flag="🇹🇷" />);
    expect(html).toMatch(/^<img src="\/flags\/tr\.svg" alt="" width="20" height="15" loading="lazy"/);
    expect(html).not.toContain("🇹🇷");
  });
  it("is the hidden emoji for a flag of no country, and nothing for no flag", () => {
    expect(renderToStaticMarkup(<Flag flag=" " />)).toBe("");
    expect(renderToStaticMarkup(<Flag flag="🏳️" />)).toBe('<span aria-hidden="true">🏳️</span>');
  });
});
