import { describe, expect, it } from "vitest";
import { parseSiteData, placeOf, PROBLEMS_SHOWN } from "@/lib/site-data/parse";

/** The export file's checks without a database: what is accepted, and how a refusal reads. */
const turkish = {
  id: 1,
  code: "tr",
  name: "Turkish",
  nativeName: "Türkçe",
  flag: "🇹🇷",
  isDefault: true,
  isActive: true,
  order: 1,
};
const category = (id: number, slug: string) => ({ id, languageCode: "tr", title: `Kategori ${id}`, slug, order: id });
const file = (lists: Record<string, unknown> = {}) =>
  JSON.stringify({
    format: "bursa-ip-site-export",
    version: 1,
    exportedAt: "2026-01-02T03:04:05.000Z",
    languages: [turkish],
    categories: [],
    topics: [],
    teamMembers: [],
    translations: [],
    maintenance: {},
    ...lists,
  });

describe("reading an export file", () => {
  it("accepts a small file, filling in what the domain schemas default", () => {
    const parsed = parseSiteData(file({ categories: [category(4, "ornek")] }));
    expect(parsed.ok && parsed.data.categories).toEqual([
      {
        id: 4,
        languageCode: "tr",
        title: "Kategori 4",
        slug: "ornek",
        description: "",
        order: 4,
        isActive: true,
        translationKey: null,
        // A file made before drafts and schedules: none waiting.
        draft: null,
        publishedAt: null,
        publishAt: null,
        unpublishAt: null,
      },
    ]);
    expect(parsed.ok && parsed.data.maintenance).toEqual({
      isActive: false,
      title: "Sitemizi Yeniliyoruz",
      message: "",
      estimatedTime: "2 saat",
      contactEmail: "",
      contactPhone: "",
    });
  });

  it("answers a foreign JSON file in one or two lines, not one per missing field", () => {
    expect(parseSiteData(JSON.stringify({ posts: [] }))).toEqual({
      ok: false,
      problems: ["format: not a bursa-ip-site-export file", "version: this site reads version 1 of the file"],
    });
    expect(parseSiteData("[]")).toEqual({
      ok: false,
      problems: ["file: Invalid input: expected object, received array"],
    });
  });

  it("lists the first problems with their places, then counts the rest", () => {
    const categories = Array.from({ length: PROBLEMS_SHOWN + 2 }, (_, index) => category(index + 1, `Bad ${index}`));
    const parsed = parseSiteData(file({ categories }));
    expect(parsed.ok).toBe(false);
    const problems = parsed.ok ? [] : parsed.problems;
    expect(problems).toHaveLength(PROBLEMS_SHOWN + 1);
    expect(problems[0]).toMatch(/^categories\[0\]\.slug: The slug may only contain .* \(slugInvalid\)$/);
    expect(problems.at(-1)).toBe("… and 2 more");
  });

  it("names a place in the file as a path a reader can follow", () => {
    expect(placeOf(["topics", 3, "slug"])).toBe("topics[3].slug");
    expect(placeOf(["teamMembers", 0, "socialMedia", "linkedin"])).toBe("teamMembers[0].socialMedia.linkedin");
    expect(placeOf([])).toBe("file");
  });

  it("refuses an id that is not a row's, in words", () => {
    const parsed = parseSiteData(file({ languages: [{ ...turkish, id: 0 }] }));
    expect(parsed).toEqual({ ok: false, problems: ["languages[0].id: an id is a whole number from 1 to 2147483647"] });
  });
});
