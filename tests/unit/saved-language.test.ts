import { expect, it } from "vitest";
import { languageToShow } from "@/lib/i18n/saved-language";

const active = ["tr", "en", "de"];

it("shows an unprefixed address in an active saved choice", () => {
  expect(languageToShow(null, "en", active, "tr")).toBe("en");
  expect(languageToShow(null, "tr", active, "de")).toBe("tr");
});
it("ignores an inactive or unknown saved choice and falls back to the default language", () => {
  expect(languageToShow(null, "ru", active, "tr")).toBe("tr");
  expect(languageToShow(null, "xx", active, "de")).toBe("de");
  expect(languageToShow(null, undefined, active, "en")).toBe("en");
  expect(languageToShow(null, undefined, active, "tr")).toBe("tr");
});
it("keeps the language of an active prefix, whatever was saved or is the default", () => {
  expect(languageToShow("de", "en", active, "tr")).toBe("de");
  expect(languageToShow("en", undefined, active, "de")).toBe("en");
});
it("counts the prefix of an inactive language for nothing: the saved choice, else the default", () => {
  expect(languageToShow("ru", "en", active, "tr")).toBe("en");
  expect(languageToShow("ru", undefined, active, "tr")).toBe("tr");
  expect(languageToShow("ru", "az", active, "de")).toBe("de");
});
