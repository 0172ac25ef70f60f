import { describe, expect, it } from "vitest";
import { missingVersionError } from "@/lib/counterparts/form";
import { translatedFraction } from "@/lib/translations/share";

describe("the coverage view's interface share", () => {
  it("rounds down to whole percents, so one text left is never 100 %", () => {
    expect(translatedFraction({ translated: 140, total: 141 })).toBe(0.99);
    expect(translatedFraction({ translated: 123, total: 141 })).toBe(0.87);
    expect(translatedFraction({ translated: 141, total: 141 })).toBe(1);
    expect(translatedFraction({ translated: 0, total: 141 })).toBe(0);
  });
});

describe("the one-click version's refusal, as its button shows it", () => {
  it("keeps the codes it has a message for, and calls any other rule the copy breaks an incomplete source", () => {
    expect(missingVersionError("slugTaken")).toEqual({ status: "error", error: "slugTaken" });
    expect(missingVersionError("categorySlugTaken")).toEqual({ status: "error", error: "categorySlugTaken" });
    expect(missingVersionError("unauthorized")).toEqual({ status: "error", error: "unauthorized" });
    expect(missingVersionError("bodyRequired")).toEqual({ status: "error", error: "sourceInvalid" });
  });
});
