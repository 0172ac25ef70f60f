import { readdirSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Flag } from "@/components/shared/Flag";
import { FLAG_IMAGES, flagCountry, flagDisplay } from "@/lib/languages/flag";

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
  it("shows the image of a country whose flag ships, the emoji of no country as it is, and else nothing", () => {
    expect(flagDisplay("🇬🇧")).toEqual({ image: "gb" });
    expect(flagDisplay("🇫🇷")).toEqual({ image: "fr" });
    // Two letters where the system has no flags, and the language's code already says it.
    expect(flagDisplay("🇯🇵")).toBeNull();
    expect(flagDisplay("🏳️")).toEqual({ emoji: "🏳️" });
    expect(flagDisplay(" ")).toBeNull();
  });
  it("ships an image for every listed country, and lists every image shipped", () => {
    const files = readdirSync(path.join(process.cwd(), "public", "flags"));
    expect(files.toSorted()).toEqual(FLAG_IMAGES.map((country) => `${country}.svg`).toSorted());
  });
});

describe("Flag", () => {
  it("is a decorative image for a known country, with no emoji left in the text", () => {
    const html = renderToStaticMarkup(<Flag flag="🇹🇷" />);
    expect(html).toMatch(/^<img src="\/flags\/tr\.svg" alt="" width="21" height="14" loading="lazy"/);
    expect(html).not.toContain("🇹🇷");
  });
  it("is nothing for a country without an image, and the hidden emoji for a flag of no country", () => {
    expect(renderToStaticMarkup(<Flag flag="🇯🇵" />)).toBe("");
    expect(renderToStaticMarkup(<Flag flag="🏳️" />)).toBe('<span aria-hidden="true">🏳️</span>');
  });
});
