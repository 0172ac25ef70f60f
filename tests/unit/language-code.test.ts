import { describe, expect, it } from "vitest";
import { isServableLanguageCode } from "@/lib/i18n/language-code";
import { canonicalLanguageCode, openGraphLocale, textDirection } from "@/lib/i18n/language-traits";
import { languageSchema } from "@/lib/languages/schema";

describe("a language code the site can serve", () => {
  it.each(["tr", "en", "de", "ru", "az", "fr", "ar", "he", "fa", "tlh"])("serves %s", (code) => {
    expect(isServableLanguageCode(code)).toBe(true);
  });

  it.each([
    ["zy", "no language has it"],
    ["qaa", "reserved for private use"],
    ["und", "undetermined"],
    ["zxx", "no linguistic content"],
    ["aze", "Azerbaijani's code is az"],
    ["iw", "Hebrew's code is he"],
    ["EN", "not lowercase"],
    ["e", "too short"],
    ["engl", "too long"],
  ])("refuses %s (%s)", (code) => {
    expect(isServableLanguageCode(code)).toBe(false);
  });

  it("names the canonical code of a long or outdated one", () => {
    expect(canonicalLanguageCode("aze")).toBe("az");
    expect(canonicalLanguageCode("iw")).toBe("he");
    expect(canonicalLanguageCode("fr")).toBeUndefined();
  });

  it("is the language form's rule: a code typed in capitals is lowercased, an unknown one refused", () => {
    const language = { name: "French", nativeName: "Français", flag: "🇫🇷" };
    expect(languageSchema.parse({ ...language, code: " FR " }).code).toBe("fr");
    expect(languageSchema.safeParse({ ...language, code: "zy" }).error?.issues[0]?.message).toBe("codeUnknown");
    expect(languageSchema.safeParse({ ...language, code: "f1" }).error?.issues[0]?.message).toBe("codeInvalid");
  });
});

describe("how a language is written", () => {
  it("is right to left for Arabic, Hebrew and Persian, left to right for the others", () => {
    expect(["ar", "he", "fa"].map(textDirection)).toEqual(["rtl", "rtl", "rtl"]);
    expect(["tr", "en", "de", "ru", "az", "fr"].map(textDirection)).toEqual(["ltr", "ltr", "ltr", "ltr", "ltr", "ltr"]);
  });

  it("has an Open Graph locale with its most likely territory", () => {
    expect(["tr", "en", "de", "ru", "az", "ar", "fr"].map(openGraphLocale)).toEqual([
      "tr_TR",
      "en_US",
      "de_DE",
      "ru_RU",
      "az_AZ",
      "ar_EG",
      "fr_FR",
    ]);
  });
});
