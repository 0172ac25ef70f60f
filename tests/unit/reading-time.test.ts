import { describe, expect, it } from "vitest";
import { readingMinutes } from "@/lib/text/reading-time";

const words = (count: number) => Array.from({ length: count }, (_, index) => `kelime${index}`).join(" ");

describe("an article's reading time", () => {
  it("is its words at 200 a minute, rounded, at least one minute", () => {
    expect(readingMinutes(`<p>${words(1)}</p>`)).toBe(1);
    expect(readingMinutes(`<p>${words(299)}</p>`)).toBe(1);
    expect(readingMinutes(`<p>${words(300)}</p>`)).toBe(2);
    expect(readingMinutes(`<p>${words(1000)}</p>`)).toBe(5);
  });

  it("counts the words of the text, not of its markup", () => {
    const html = `<h2 class="a b c d">${words(200)}</h2><ul><li data-x="1 2 3">${words(200)}</li></ul><figure><img alt="x" src="/a b"></figure>`;
    expect(readingMinutes(html)).toBe(2);
  });

  it("is none for an article without text", () => {
    expect(readingMinutes("")).toBe(0);
    expect(readingMinutes("<p></p><p>&nbsp;</p>")).toBe(0);
  });
});
