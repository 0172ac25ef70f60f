import { describe, expect, it } from "vitest";
import type { MenuCategory } from "@/lib/categories/queries";
import { landingFor } from "@/lib/i18n/landing";
import { counterpartIn, type ContentIndex } from "@/lib/site/alternates";
import { parsePublicPath, pathOf } from "@/lib/site/paths";

let nextId = 1;
type Topic = { slug: string; translationKey: string | null };
const topic = (slug: string, translationKey: string | null): Topic => ({ slug, translationKey });
const category = (slug: string, translationKey: string | null, topics: Topic[] = []) => ({
  id: nextId++,
  slug,
  translationKey,
  topics,
});
type Category = ReturnType<typeof category>;

/** What the cache would hand counterpartIn, from each language's categories and their topics. */
function indexOf(languages: Record<string, Category[]>): ContentIndex {
  const all = Object.entries(languages).flatMap(([languageCode, categories]) =>
    categories.flatMap((c) => c.topics.map((t) => ({ languageCode, categoryId: c.id, ...t }))),
  );
  return {
    menu: async (language) =>
      (languages[language] ?? []).map((c): MenuCategory => ({
        id: c.id,
        title: c.slug,
        slug: c.slug,
        description: "",
        translationKey: c.translationKey,
        topics: [],
        moreTopics: false,
      })),
    topicAt: async (categoryId, slug) => all.find((t) => t.categoryId === categoryId && t.slug === slug) ?? null,
    versions: async (key) => all.filter((t) => t.translationKey === key),
  };
}

describe("parsePublicPath", () => {
  it("tells home, reserved pages, categories and topics apart", () => {
    expect(parsePublicPath("/")).toEqual({ kind: "home" });
    expect(parsePublicPath("/kurumsal")).toEqual({ kind: "static", path: "/kurumsal" });
    expect(parsePublicPath("/iletisim?x=1")).toEqual({ kind: "static", path: "/iletisim" });
    expect(parsePublicPath("/patent")).toEqual({ kind: "category", categorySlug: "patent" });
    expect(parsePublicPath("/patent/basvuru")).toEqual({ kind: "topic", categorySlug: "patent", topicSlug: "basvuru" });
    expect(pathOf(parsePublicPath("/patent/basvuru/"))).toBe("/patent/basvuru");
  });
});

describe("counterpartIn", () => {
  const moved = category("moved", null, [topic("elsewhere", "topic:moved")]);
  const index = indexOf({
    tr: [
      category("patent", "category:patent", [
        topic("basvuru", "topic:apply"),
        topic("ortak", null),
        topic("tasinan", "topic:moved"),
      ]),
    ],
    en: [category("patents", "category:patent", [topic("application", "topic:apply"), topic("ortak", null)]), moved],
    de: [],
  });
  const inEnglish = (page: Parameters<typeof counterpartIn>[0]) => counterpartIn(page, "tr", "en", index);

  it("follows the translationKey of a category and of a topic, wherever its version is filed", async () => {
    expect(await inEnglish({ kind: "category", categorySlug: "patent" })).toEqual({
      kind: "category",
      categorySlug: "patents",
    });
    expect(await inEnglish({ kind: "topic", categorySlug: "patent", topicSlug: "basvuru" })).toEqual({
      kind: "topic",
      categorySlug: "patents",
      topicSlug: "application",
    });
    expect(await inEnglish({ kind: "topic", categorySlug: "patent", topicSlug: "tasinan" })).toEqual({
      kind: "topic",
      categorySlug: "moved",
      topicSlug: "elsewhere",
    });
  });
  it("falls back to the same slug, and to nothing", async () => {
    expect(await inEnglish({ kind: "topic", categorySlug: "patent", topicSlug: "ortak" })).toEqual({
      kind: "topic",
      categorySlug: "patents",
      topicSlug: "ortak",
    });
    expect(await inEnglish({ kind: "topic", categorySlug: "patent", topicSlug: "yok" })).toBeNull();
    expect(await inEnglish({ kind: "category", categorySlug: "yok" })).toBeNull();
    expect(await counterpartIn({ kind: "category", categorySlug: "patent" }, "tr", "de", index)).toBeNull();
    expect(
      await counterpartIn({ kind: "topic", categorySlug: "patent", topicSlug: "basvuru" }, "tr", "de", index),
    ).toBeNull();
  });
  it("keeps home and the fixed pages", async () => {
    expect(await inEnglish({ kind: "static", path: "/ekibimiz" })).toEqual({ kind: "static", path: "/ekibimiz" });
    expect(await inEnglish({ kind: "home" })).toEqual({ kind: "home" });
  });
});

describe("where a visitor sent to another language lands (landingFor)", () => {
  const index = indexOf({
    tr: [category("patent", "category:patent", [topic("basvuru", "topic:apply"), topic("yalniz", null)])],
    en: [category("patents", "category:patent", [topic("application", "topic:apply")])],
    ru: [category("patenty", "category:patent", [topic("zayavka", "topic:apply")])],
  });

  it("is the page's counterpart, prefixed as the router prefixes that language", async () => {
    expect(await landingFor("/patent/basvuru", "tr", "en", index)).toEqual({
      path: "/en/patents/application",
      untranslated: false,
    });
    expect(await landingFor("/patent", "tr", "en", index)).toEqual({ path: "/en/patents", untranslated: false });
    // From an inactive language's page back to Turkish, which has no prefix.
    expect(await landingFor("/patenty/zayavka", "ru", "tr", index)).toEqual({
      path: "/patent/basvuru",
      untranslated: false,
    });
    expect(await landingFor("/kurumsal", "tr", "en", index)).toEqual({ path: "/en/kurumsal", untranslated: false });
    expect(await landingFor("/", "ru", "tr", index)).toEqual({ path: "/", untranslated: false });
  });

  it("is that language's home, with the notice, for a page that has no version there", async () => {
    expect(await landingFor("/patent/yalniz", "tr", "en", index)).toEqual({ path: "/en", untranslated: true });
    expect(await landingFor("/patent/basvuru", "tr", "de", index)).toEqual({ path: "/de", untranslated: true });
  });

  it("is the same address in the new language for an address that names no page at all (its 404 in that language)", async () => {
    expect(await landingFor("/yok/boyle-bir-sayfa", "tr", "en", index)).toEqual({
      path: "/en/yok/boyle-bir-sayfa",
      untranslated: false,
    });
    expect(await landingFor("/patent/yok", "tr", "en", index)).toEqual({ path: "/en/patent/yok", untranslated: false });
  });
});
