import { describe, expect, it } from "vitest";
import { chainEnd, normalizeSourcePath, normalizeTarget, requestPath } from "@/lib/redirects/paths";
import { redirectFor, holdRedirects, takeRedirectHits } from "@/lib/site/redirect-table.mjs";

describe("a redirect's source", () => {
  it("is stored as a browser requests it: encoded, dot segments resolved, no trailing slash", () => {
    expect(normalizeSourcePath(" /eski sayfa/ ")).toBe("/eski%20sayfa");
    expect(normalizeSourcePath("/marka/ş")).toBe("/marka/%C5%9F");
    expect(normalizeSourcePath("/a/../b")).toBe("/b");
    expect(normalizeSourcePath("/en/old/")).toBe("/en/old");
    expect(requestPath("/en/old//")).toBe("/en/old");
  });

  it("is a path of this site, with no query or fragment", () => {
    for (const refused of ["eski", "//evil.example/x", "/x?y=1", "/x#y", "https://example.com/x", "/x\\y", "/x\ny"])
      expect(normalizeSourcePath(refused), refused).toBeNull();
  });
});

describe("a redirect's target", () => {
  it("is a path of this site (its query kept) or an http(s) address", () => {
    expect(normalizeTarget("/iletisim?kaynak=eski")).toBe("/iletisim?kaynak=eski");
    expect(normalizeTarget("/kurumsal/")).toBe("/kurumsal");
    expect(normalizeTarget("https://example.com/a b".replace(" ", ""))).toBe("https://example.com/ab");
    for (const refused of ["javascript:alert(1)", "//evil.example", "mailto:a@b.c", "", "iletisim", "/a b"])
      expect(normalizeTarget(refused), refused).toBeNull();
  });
});

describe("a chain of redirects", () => {
  const stored = new Map([
    ["/b", "/c"],
    ["/c", "/d?x=1"],
    ["/e", "https://example.com/"],
  ]);
  const next = (path: string) => stored.get(path) ?? null;

  it("is followed to its end, so the visitor gets one hop", async () => {
    expect(await chainEnd("/a", "/b", next)).toEqual({ to: "/d?x=1" });
    expect(await chainEnd("/a", "/e", next)).toEqual({ to: "https://example.com/" });
    expect(await chainEnd("/a", "/x", next)).toEqual({ to: "/x" });
  });

  it("that comes back to its source is a loop", async () => {
    // A query on the way back does not make another page of the source.
    expect(await chainEnd("/d", "/b", next)).toEqual({ loop: true });
    expect(await chainEnd("/c", "/b", next)).toEqual({ loop: true });
    expect(await chainEnd("/a", "/a", next)).toEqual({ loop: true });
  });
});

describe("the redirect table in memory", () => {
  it("answers reads of the paths it holds, keeping the query, and counts each hit", () => {
    holdRedirects([
      { id: 1, fromPath: "/eski", toPath: "/yeni" },
      { id: 2, fromPath: "/en/old", toPath: "https://example.com/new" },
      { id: 3, fromPath: "/a", toPath: "/b?c=1" },
    ]);
    takeRedirectHits();
    expect(redirectFor("GET", "/eski?utm=x", "")).toBe("/yeni?utm=x");
    expect(redirectFor("HEAD", "/eski/", "")).toBe("/yeni");
    expect(redirectFor("GET", "/site/eski", "/site")).toBe("/site/yeni");
    expect(redirectFor("GET", "/eski", "/site")).toBeNull();
    expect(redirectFor("GET", "/en/old?x=1", "")).toBe("https://example.com/new");
    expect(redirectFor("GET", "/a?z=9", "")).toBe("/b?c=1");
    expect(redirectFor("POST", "/eski", "")).toBeNull();
    expect(redirectFor("GET", "/api/eski", "")).toBeNull();
    expect(redirectFor("GET", "/yok", "")).toBeNull();
    expect(takeRedirectHits().map(({ id, count }) => ({ id, count }))).toEqual([
      { id: 1, count: 3 },
      { id: 2, count: 1 },
      { id: 3, count: 1 },
    ]);
    expect(takeRedirectHits()).toEqual([]);
    holdRedirects([]);
  });
});
