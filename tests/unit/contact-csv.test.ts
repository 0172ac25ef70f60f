import { describe, expect, it } from "vitest";
import { toCsv } from "@/lib/contact-messages/csv";
import { sitePathOf } from "@/lib/contact-messages/form";

describe("the inbox's CSV", () => {
  it("starts with a byte-order mark, quotes every cell and doubles quotes", () => {
    expect(toCsv(["Ad", "Mesaj"], [["Ayşe", 'Merhaba, "patent" hakkında\nsoru']])).toBe(
      '\uFEFF"Ad","Mesaj"\r\n"Ayşe","Merhaba, ""patent"" hakkında\nsoru"\r\n',
    );
  });

  it("never lets a visitor's text become a spreadsheet formula", () => {
    expect(toCsv(["x"], [['=HYPERLINK("http://evil")'], ["+1"], ["-2"], ["@SUM(A1)"], ["tel: +90"]])).toBe(
      '\uFEFF"x"\r\n"\'=HYPERLINK(""http://evil"")"\r\n"\'+1"\r\n"\'-2"\r\n"\'@SUM(A1)"\r\n"tel: +90"\r\n',
    );
  });
});

describe("where a message came from", () => {
  it("keeps a path of this site only", () => {
    expect(sitePathOf("/patent/patent-basvuru-sureci")).toBe("/patent/patent-basvuru-sureci");
    expect(sitePathOf("/en/iletisim?x=1")).toBe("/en/iletisim?x=1");
    for (const value of [
      "https://evil.example/",
      "//evil.example",
      "javascript:alert(1)",
      "/a b",
      `/${"x".repeat(600)}`,
    ])
      expect(sitePathOf(value), value).toBe("");
  });
});
