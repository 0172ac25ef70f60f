import { describe, expect, it } from "vitest";
import { formSnapshot, linkLeavesPage, type LinkClick } from "@/lib/admin/unsaved";

describe("formSnapshot", () => {
  it("differs when any field differs, repeated rows and their order included", () => {
    const loaded = formSnapshot([
      ["title", "A"],
      ["education", "X"],
      ["education", "Y"],
    ]);
    expect(
      formSnapshot([
        ["title", "A"],
        ["education", "X"],
        ["education", "Y"],
      ]),
    ).toBe(loaded);
    expect(
      formSnapshot([
        ["title", "B"],
        ["education", "X"],
        ["education", "Y"],
      ]),
    ).not.toBe(loaded);
    expect(
      formSnapshot([
        ["title", "A"],
        ["education", "Y"],
        ["education", "X"],
      ]),
    ).not.toBe(loaded);
    expect(
      formSnapshot([
        ["title", "A"],
        ["education", "X"],
      ]),
    ).not.toBe(loaded);
  });
});

describe("linkLeavesPage", () => {
  const click: LinkClick = {
    button: 0,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    defaultPrevented: false,
  };
  const link = { href: "/admin/contents", target: "", download: false };
  const here = "http://site.test/admin/categories/4";

  it("is true for a plain click on a link to another page", () => {
    expect(linkLeavesPage(click, link, here)).toBe(true);
    expect(linkLeavesPage(click, { ...link, href: "https://other.example/" }, here)).toBe(true);
    expect(linkLeavesPage(click, { ...link, href: "/admin/categories/4?x=1#top" }, here)).toBe(true);
  });

  it("is false for a new tab, a modified click, a download, a fragment of this page or another app", () => {
    expect(linkLeavesPage(click, { ...link, target: "_blank" }, here)).toBe(false);
    expect(linkLeavesPage({ ...click, ctrlKey: true }, link, here)).toBe(false);
    expect(linkLeavesPage({ ...click, button: 1 }, link, here)).toBe(false);
    expect(linkLeavesPage({ ...click, defaultPrevented: true }, link, here)).toBe(false);
    expect(linkLeavesPage(click, { ...link, download: true }, here)).toBe(false);
    expect(linkLeavesPage(click, { ...link, href: "#counterparts" }, here)).toBe(false);
    expect(linkLeavesPage(click, { ...link, href: "mailto:a@b.c" }, here)).toBe(false);
  });
});
