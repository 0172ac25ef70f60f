import { describe, expect, it } from "vitest";
import { excerpt, stripHtml } from "@/lib/text/excerpt";

describe("stripHtml", () => {
  it("removes tags, scripts and styles, decodes common entities and folds white space", () => {
    expect(stripHtml("<h2>Patent</h2><p>A &amp; B &lt;C&gt; &quot;D&quot;&nbsp;E</p><script>alert(1)</script>")).toBe(
      'Patent A & B <C> "D" E',
    );
  });
  it("keeps words of adjacent blocks apart", () => {
    expect(stripHtml("<li>Bir</li><li>İki</li>")).toBe("Bir İki");
  });
});

describe("excerpt", () => {
  it("returns short text unchanged", () => {
    expect(excerpt("<p>Kısa metin</p>", 150)).toBe("Kısa metin");
  });
  it("cuts long text at a word boundary within the limit and marks the cut", () => {
    const text = "kelime ".repeat(40);
    const result = excerpt(`<p>${text}</p>`, 150);
    expect(result.endsWith("...")).toBe(true);
    expect(result.length).toBeLessThanOrEqual(150);
    expect(result).not.toMatch(/kelim\.\.\.$/);
  });
  it("cuts a single long word so that it fits the limit with its dots", () => {
    expect(excerpt("a".repeat(200), 100)).toBe(`${"a".repeat(97)}...`);
  });
  it("keeps text of exactly the limit whole, and never exceeds the limit", () => {
    expect(excerpt("b".repeat(150), 150)).toBe("b".repeat(150));
    for (let words = 1; words < 60; words++) {
      const text = Array.from({ length: words }, (_, index) => "x".repeat((index % 9) + 1)).join(" ");
      expect(excerpt(text, 150).length).toBeLessThanOrEqual(150);
      expect(excerpt(text, 100).length).toBeLessThanOrEqual(100);
    }
  });
});
