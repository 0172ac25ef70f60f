import { describe, expect, it } from "vitest";
import { escapeHtml, highlightExcerpt } from "@/lib/search/highlight";
import { foldCharacters, normalizeQuery, queryTerms, SEARCH_QUERY_MAX_LENGTH } from "@/lib/search/query-text";

describe("normalizeQuery", () => {
  it("lower-cases Turkish by its rules: I→ı, İ→i", () => {
    expect(normalizeQuery("IŞIK İSTANBUL", "tr")).toEqual({
      kind: "ready",
      text: "IŞIK İSTANBUL",
      lower: "ışık istanbul",
    });
    expect(normalizeQuery("LIGHT", "en")).toMatchObject({ lower: "light" });
  });

  it("removes control characters and collapses white space", () => {
    expect(normalizeQuery("  patent\u0000\u0007 \t\nbaşvuru\u200b ", "tr")).toMatchObject({
      kind: "ready",
      text: "patent başvuru",
    });
  });

  it("takes the first of a repeated parameter and calls a missing or blank one empty", () => {
    expect(normalizeQuery(["marka", "patent"], "tr")).toMatchObject({ text: "marka" });
    expect(normalizeQuery(undefined, "tr")).toEqual({ kind: "empty", text: "" });
    expect(normalizeQuery(" \u0001 ", "tr")).toEqual({ kind: "empty", text: "" });
  });

  it(`searches ${SEARCH_QUERY_MAX_LENGTH} characters and refuses ${SEARCH_QUERY_MAX_LENGTH + 1}`, () => {
    expect(normalizeQuery("a".repeat(SEARCH_QUERY_MAX_LENGTH), "tr").kind).toBe("ready");
    const long = normalizeQuery("ş".repeat(SEARCH_QUERY_MAX_LENGTH + 1), "tr");
    expect(long).toEqual({ kind: "tooLong", text: "ş".repeat(SEARCH_QUERY_MAX_LENGTH) });
  });
});

describe("folding for comparison", () => {
  it("compares without case or accents, ı and i alike, one character for one", () => {
    expect(foldCharacters("Faydalı İŞLEM", "tr")).toBe("faydali islem");
    expect(foldCharacters("Gebühr", "de")).toBe("gebuhr");
    expect(queryTerms("faydalı, model!", "tr")).toEqual(["faydali", "model"]);
  });
});

describe("highlightExcerpt", () => {
  it("escapes everything but its own marks", () => {
    expect(highlightExcerpt(`<img src=x onerror="a()"> & faydalı model`, ["faydali"], "tr")).toBe(
      "&lt;img src=x onerror=&quot;a()&quot;&gt; &amp; <mark>faydalı</mark> model",
    );
    expect(escapeHtml(`'"<>&`)).toBe("&#39;&quot;&lt;&gt;&amp;");
  });

  it("marks words beginning with a term's stem, whatever their case and accents", () => {
    expect(highlightExcerpt("Patentler ve PATENT başvurusu", ["patent"], "tr")).toBe(
      "<mark>Patentler</mark> ve <mark>PATENT</mark> başvurusu",
    );
  });

  it("cuts around the first match with ellipses", () => {
    const text = `${"önce ".repeat(100)}eşsiz ${"sonra ".repeat(100)}`;
    const html = highlightExcerpt(text, ["essiz"], "tr", 60);
    expect(html.startsWith("…")).toBe(true);
    expect(html.endsWith("…")).toBe(true);
    expect(html).toContain("<mark>eşsiz</mark>");
  });
});
