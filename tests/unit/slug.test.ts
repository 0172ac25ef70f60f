import { describe, expect, it } from "vitest";
import { SLUG_PATTERN, slugify } from "@/lib/text/slug";

describe("slugify", () => {
  it("follows the spec's example", () => {
    expect(slugify("Şirket Birleşmeleri ve Çğü")).toBe("sirket-birlesmeleri-ve-cgu");
  });
  it("transliterates every Turkish letter, in both cases", () => {
    expect(slugify("ÇĞIİÖŞÜ çğıiöşü")).toBe("cgiiosu-cgiiosu");
  });
  it("removes other non-alphanumerics and collapses hyphens and spaces", () => {
    expect(slugify("  Patent -- & Marka!!  (2026)  ")).toBe("patent-marka-2026");
    expect(slugify("Müller’s Straße")).toBe("mullers-strae");
  });
  it("always yields a slug the database accepts, or nothing", () => {
    for (const text of ["Ağ", "---", "İçerik 1", "ÀÉÎ õ"]) {
      const slug = slugify(text);
      expect(slug === "" || SLUG_PATTERN.test(slug)).toBe(true);
    }
  });
});
