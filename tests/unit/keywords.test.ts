import { expect, it } from "vitest";
import { formatKeywords, listedKeywords, parseKeywords } from "@/lib/text/keywords";

it("splits on commas, trims, and drops empties and repeats", () => {
  expect(parseKeywords(" patent , marka,, ,tasarım, Patent ,")).toEqual(["patent", "marka", "tasarım"]);
  expect(parseKeywords("")).toEqual([]);
});

it("formats back to the text the form shows", () => {
  expect(formatKeywords(["patent", "marka"])).toBe("patent, marka");
});

it("lists three keywords and counts the rest", () => {
  expect(listedKeywords(["a", "b", "c", "d", "e"])).toEqual({ shown: ["a", "b", "c"], more: 2 });
  expect(listedKeywords(["a"])).toEqual({ shown: ["a"], more: 0 });
});
