import { describe, expect, it } from "vitest";
import { bodyText, compareRevisionData, fieldText } from "@/lib/revisions/compare";

const changed = (parts: { text: string; change: string }[], change: string) =>
  parts
    .filter((part) => part.change === change)
    .map((part) => part.text)
    .join("|");

describe("comparing two revisions", () => {
  it("a body is compared as its text, paragraph by paragraph, the changed words marked", () => {
    const [body] = compareRevisionData(
      { body: "<p>Başvuru <strong>üç</strong> ay sürer.</p><p>Ücret sabittir.</p>" },
      { body: "<p>Başvuru altı ay sürer.</p><p>Ücret sabittir.</p>" },
    );
    expect(body?.field).toBe("body");
    expect(changed(body!.changes, "removed")).toBe("üç");
    expect(changed(body!.changes, "added")).toBe("altı");
    expect(changed(body!.changes, "same")).toBe("Başvuru | ay sürer.\nÜcret sabittir.");
  });

  it("lists only the fields that differ, leaving out the order, a deleted category's topics and the version links", () => {
    const fields = compareRevisionData(
      { title: "Patent", slug: "patent", keywords: ["a"], order: 1, translationKey: "x", topics: [] },
      { title: "Patent", slug: "patent-tescili", keywords: ["a", "b"], order: 2, translationKey: "y", topics: [{}] },
    );
    expect(fields.map((field) => field.field)).toEqual(["slug", "keywords"]);
  });

  it("shows lists one entry a line and links by network", () => {
    expect(fieldText("keywords", ["patent", "marka"])).toBe("patent\nmarka");
    expect(fieldText("socialMedia", { linkedin: "https://l.example", twitter: "" })).toBe(
      "linkedin: https://l.example",
    );
    expect(bodyText("<h2>Başlık</h2><ul><li>Bir</li><li>İki</li></ul>")).toBe("Başlık\nBir\nİki");
  });
});
