import { expect, it } from "vitest";
import { redirectLanguageFor } from "@/lib/i18n/saved-language";

const active = ["tr", "en", "de"];

it("redirects to an active saved choice other than Turkish", () => {
  expect(redirectLanguageFor("en", active, "tr")).toBe("en");
});
it("serves Turkish when Turkish is the saved choice, even with another default", () => {
  expect(redirectLanguageFor("tr", active, "de")).toBeNull();
});
it("ignores an inactive or unknown saved choice and falls back to the default language", () => {
  expect(redirectLanguageFor("ru", active, "tr")).toBeNull();
  expect(redirectLanguageFor("xx", active, "de")).toBe("de");
});
it("redirects to a non-Turkish default when nothing is saved", () => {
  expect(redirectLanguageFor(undefined, active, "en")).toBe("en");
  expect(redirectLanguageFor(undefined, active, "tr")).toBeNull();
});
