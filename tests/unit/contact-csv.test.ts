import { describe, expect, it } from "vitest";
import { guardFormulas, toCsv } from "@/lib/contact-messages/csv";
import { sitePathOf } from "@/lib/contact-messages/form";

const DANGEROUS_STARTS = ["=", "+", "-", "@", "\t", "\r"];
const BOUNDARIES = ["", ",", ";", "\t", '"', "\n", "\r\n", "|"];
const FORMULA = /^[=+\-@\t\r]/;

/** A reader that honours quotes (RFC 4180), as Excel does with the right separator. */
function quotedCells(csv: string, separator: string): string[] {
  const cells: string[] = [];
  let current = "";
  let quoted = false;
  for (let index = 0; index < csv.length; index++) {
    const char = csv[index]!;
    if (quoted && char === '"' && csv[index + 1] === '"') current += csv[++index];
    else if (char === '"') quoted = !quoted;
    else if (!quoted && (char === separator || char === "\n")) {
      cells.push(current.replace(/\r$/, ""));
      current = "";
    } else current += char;
  }
  return [...cells, current];
}

/** A reader that ignores quotes altogether: each piece between separators and line breaks is a cell. */
function naiveCells(csv: string, separator: string): string[] {
  return csv.split(/\r?\n/).flatMap((line) => line.split(separator).map((cell) => cell.replace(/^"/, "")));
}

const formulaCells = (cells: string[]) => cells.filter((cell) => FORMULA.test(cell.replace(/^\uFEFF/, "")));

describe("the inbox's CSV", () => {
  it("starts with a byte-order mark, quotes every cell, doubles quotes and separates with ';' (Turkish Excel's list separator)", () => {
    expect(toCsv(["Ad", "Mesaj"], [["Ayşe", 'Merhaba, "patent" hakkında\nsoru']])).toBe(
      '\uFEFF"Ad";"Mesaj"\r\n"Ayşe";"Merhaba, ""patent"" hakkında\nsoru"\r\n',
    );
    expect(quotedCells(toCsv(["Ad", "Şehir"], [["Çağrı", "İstanbul; Bursa"]]), ";")).toEqual([
      "\uFEFFAd",
      "Şehir",
      "Çağrı",
      "İstanbul; Bursa",
      "",
    ]);
  });

  it("never lets a visitor's text become a spreadsheet formula", () => {
    expect(toCsv(["x"], [['=HYPERLINK("http://evil")'], ["+1"], ["-2"], ["@SUM(A1)"], ["tel: +90"]])).toBe(
      '\uFEFF"x"\r\n"\'=HYPERLINK(""http://evil"")"\r\n"\'+1"\r\n"\'-2"\r\n"\'@SUM(A1)"\r\n"tel: +90"\r\n',
    );
  });

  for (const start of DANGEROUS_STARTS)
    for (const boundary of BOUNDARIES)
      it(`guards ${JSON.stringify(start)} after ${JSON.stringify(boundary) || "nothing"}, read with ';' or ',', quotes honoured or not`, () => {
        const text = `Merhaba${boundary}${start}HYPERLINK("http://evil")${boundary}${start}${start}1`;
        const csv = toCsv(["Mesaj"], [[boundary === "" ? `${start}cmd|' /C calc'!A0` : text]]);
        for (const separator of [";", ",", "\t", "|"]) {
          expect(formulaCells(quotedCells(csv, separator)), `quoted, ${separator}`).toEqual([]);
          expect(formulaCells(naiveCells(csv, separator)), `naive, ${separator}`).toEqual([]);
        }
      });

  it("changes nothing else of the text", () => {
    expect(guardFormulas("Ayşe; ğüşıöç İĞÜŞÖÇ 5-3 a@b.c, tel: +90 (224)")).toBe(
      "Ayşe; ğüşıöç İĞÜŞÖÇ 5-3 a@b.c, tel: +90 (224)",
    );
    expect(guardFormulas("a;=1,+2\t-3")).toBe("a;'=1,'+2\t'-3");
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
