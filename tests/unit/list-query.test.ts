import { describe, expect, it } from "vitest";
import {
  activityWhere,
  DEFAULT_PAGE_SIZE,
  isFiltered,
  listHref,
  matchesSearch,
  pageOf,
  pageWindow,
  parseListQuery,
  readListPage,
  reorderBlock,
  searchVariants,
  searchWhere,
} from "@/lib/admin/list-query";

/** The admin lists' query codec: what a list is asked for, read from its address and written into its links. */
describe("parseListQuery", () => {
  it("reads the search (trimmed), the status, the page and the page size", () => {
    expect(parseListQuery("activity", { q: "  patent ", status: "inactive", page: "3", size: "10" })).toEqual({
      q: "patent",
      status: "inactive",
      page: 3,
      size: 10,
    });
    expect(parseListQuery("reading", { status: "unread" }).status).toBe("unread");
    expect(parseListQuery("translation", { status: "missing" }).status).toBe("missing");
  });

  it("takes anything unknown or malformed as the default", () => {
    expect(parseListQuery("activity", {})).toEqual({ q: "", status: "all", page: 1, size: DEFAULT_PAGE_SIZE });
    // Another list's status, a page that is no page, a size not offered.
    expect(parseListQuery("activity", { status: "unread", page: "0", size: "7" })).toEqual({
      q: "",
      status: "all",
      page: 1,
      size: DEFAULT_PAGE_SIZE,
    });
    for (const page of ["-2", "1.5", "abc", "99999999999"])
      expect(parseListQuery("reading", { page }).page, page).toBe(1);
    expect(parseListQuery("reading", { status: "active" }).status).toBe("all");
  });

  it("takes the first of repeated parameters and cuts a very long search", () => {
    expect(parseListQuery("activity", { q: ["a", "b"], status: ["active", "inactive"] })).toMatchObject({
      q: "a",
      status: "active",
    });
    expect(parseListQuery("activity", { q: "x".repeat(500) }).q).toHaveLength(200);
  });
});

describe("listHref", () => {
  const list = parseListQuery("activity", {});

  it("writes only what differs from the defaults, after the parameters the list keeps", () => {
    expect(listHref("/admin/categories", list, { lang: "en" })).toBe("/admin/categories?lang=en");
    expect(listHref("/admin/categories", list)).toBe("/admin/categories");
    expect(
      listHref(
        "/admin/categories",
        { q: "İstanbul & co", status: "active", page: 2, size: 10 },
        { lang: "tr", category: undefined },
      ),
    ).toBe("/admin/categories?lang=tr&q=%C4%B0stanbul+%26+co&status=active&size=10&page=2");
  });

  it("round-trips through the parser: a paging link keeps the filter", () => {
    const filtered = { q: "marka", status: "inactive" as const, page: 3, size: 25 };
    const href = listHref("/admin/categories", filtered, { lang: "de" });
    const params = Object.fromEntries(new URL(href, "http://x").searchParams);
    expect(params.lang).toBe("de");
    expect(parseListQuery("activity", params)).toEqual(filtered);
  });
});

describe("paging", () => {
  it("clamps a page past the last to the last, and below the first to the first", () => {
    expect(pageWindow(120, { page: 2, size: 50 })).toEqual({ page: 2, pages: 3, skip: 50, take: 50 });
    expect(pageWindow(120, { page: 9, size: 50 })).toEqual({ page: 3, pages: 3, skip: 100, take: 50 });
    expect(pageWindow(0, { page: 4, size: 10 })).toEqual({ page: 1, pages: 1, skip: 0, take: 10 });
    expect(pageWindow(10, { page: 2, size: 10 })).toMatchObject({ page: 1, pages: 1 });
    expect(pageWindow(11, { page: 2, size: 10 })).toMatchObject({ page: 2, pages: 2, skip: 10 });
  });

  it("reads the counts first, then the clamped page; the whole list is counted only when filtered", async () => {
    const calls: string[] = [];
    const read = {
      count: async (filtered: boolean) => {
        calls.push(`count:${filtered}`);
        return filtered ? 12 : 40;
      },
      rows: async ({ skip, take }: { skip: number; take: number }) => {
        calls.push(`rows:${skip}+${take}`);
        return ["row"];
      },
    };
    expect(await readListPage({ q: "a", status: "all", page: 7, size: 10 }, read)).toEqual({
      rows: ["row"],
      total: 12,
      all: 40,
      page: 2,
      pages: 2,
    });
    expect(calls).toEqual(["count:true", "count:false", "rows:10+10"]);
    calls.length = 0;
    expect(await readListPage({ q: "", status: "all", page: 1, size: 50 }, read)).toMatchObject({
      total: 40,
      all: 40,
      pages: 1,
    });
    expect(calls).toEqual(["count:false", "rows:0+50"]);
  });

  it("cuts a page from a list in memory", () => {
    const rows = Array.from({ length: 23 }, (_, index) => index);
    expect(pageOf({ q: "", status: "all", page: 3, size: 10 }, rows, 40)).toEqual({
      rows: [20, 21, 22],
      total: 23,
      all: 40,
      page: 3,
      pages: 3,
    });
    expect(pageOf({ q: "", status: "all", page: 5, size: 10 }, rows, 23).page).toBe(3);
  });
});

describe("search", () => {
  it("spells a search with each of its i's dotted and dotless (Turkish İ/i and I/ı)", () => {
    expect(searchVariants("İstanbul")).toEqual(["istanbul", "ıstanbul"]);
    expect(searchVariants("ışık").sort()).toEqual(["işik", "işık", "ışik", "ışık"].sort());
    expect(searchVariants("IŞIK")).toContain("ıŞıK");
    expect(searchVariants("patent")).toEqual(["patent"]);
    // Many i's: only the uniform spellings, not 2^n of them.
    expect(searchVariants("iiiiiii")).toEqual(["iiiiiii", "ııııııı"]);
  });

  it("makes an insensitive condition on each field for each spelling, none for an empty search", () => {
    expect(searchWhere("", ["title", "slug"])).toEqual({});
    expect(searchWhere("marka", ["title", "slug"])).toEqual({
      OR: [{ title: { contains: "marka", mode: "insensitive" } }, { slug: { contains: "marka", mode: "insensitive" } }],
    });
    expect(searchWhere("ı", ["title"]).OR).toHaveLength(2);
  });

  it("searches LIKE's wildcards as themselves", () => {
    expect(searchWhere("50%_a\\b", ["title"])).toEqual({
      OR: [{ title: { contains: "50\\%\\_a\\\\b", mode: "insensitive" } }],
    });
  });

  it("matches in memory the way the database does, Turkish i's included", () => {
    expect(matchesSearch("istanbul", ["İstanbul Patent"])).toBe(true);
    expect(matchesSearch("ISTANBUL", ["İstanbul"])).toBe(true);
    expect(matchesSearch("ışık", ["IŞIK"])).toBe(true);
    expect(matchesSearch("Işık", ["ışık yayınları"])).toBe(true);
    expect(matchesSearch("marka", ["Patent", "Tasarım"])).toBe(false);
    expect(matchesSearch("", ["anything"])).toBe(true);
  });
});

describe("filters and reordering", () => {
  it("turns the Aktif filter into a condition", () => {
    expect(activityWhere("all")).toEqual({});
    expect(activityWhere("active")).toEqual({ isActive: true });
    expect(activityWhere("inactive")).toEqual({ isActive: false });
  });

  it("allows reordering only the whole, unfiltered list on one page, and says why not", () => {
    const plain = parseListQuery("activity", {});
    expect(isFiltered(plain)).toBe(false);
    expect(reorderBlock(plain, { pages: 1 })).toBeUndefined();
    expect(reorderBlock(plain, { pages: 2 })).toBe("paged");
    expect(reorderBlock({ ...plain, q: "x" }, { pages: 1 })).toBe("filtered");
    expect(reorderBlock({ ...plain, status: "inactive" }, { pages: 1 })).toBe("filtered");
  });
});
