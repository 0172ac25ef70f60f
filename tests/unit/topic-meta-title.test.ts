import { describe, expect, it } from "vitest";
import { metaTitleFollowsTitle } from "@/lib/topics/form";
import { defaultMetaTitle } from "@/lib/topics/schema";

describe("a topic's meta title", () => {
  it("follows the title while it is the one the title gives, or blank", () => {
    expect(metaTitleFollowsTitle("Marka Tescili | Bursa Patent", "Marka Tescili")).toBe(true);
    expect(metaTitleFollowsTitle("  Marka Tescili | Bursa Patent ", " Marka Tescili ")).toBe(true);
    expect(metaTitleFollowsTitle("", "Marka Tescili")).toBe(true);
    expect(metaTitleFollowsTitle("   ", "Marka Tescili")).toBe(true);
  });

  it("stays once typed by hand, or once the title it came from is renamed", () => {
    expect(metaTitleFollowsTitle("Marka tescili nasıl yapılır?", "Marka Tescili")).toBe(false);
    // Derived from another title: the form renames it as the title is typed, so this is a hand edit.
    expect(metaTitleFollowsTitle("Marka Tescili | Bursa Patent", "Marka Yenileme")).toBe(false);
    // The brand alone, without the suffix's separator, is not the derived form.
    expect(metaTitleFollowsTitle("Marka Tescili", "Marka Tescili")).toBe(false);
  });

  it("is the one a blank meta title is saved as", () => {
    expect(metaTitleFollowsTitle(defaultMetaTitle("Marka Tescili"), "Marka Tescili")).toBe(true);
  });
});
