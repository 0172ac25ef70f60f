import { describe, expect, it } from "vitest";
import type { MenuCategory } from "@/lib/categories/queries";
import { landingFor } from "@/lib/i18n/landing";
import { counterpartIn, type ContentIndex } from "@/lib/site/alternates";
import { parsePublicPath, pathOf } from "@/lib/site/paths";
import { servicesOf } from "@/lib/site/services";

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
      servicesOf(
        (languages[language] ?? []).map((c) => ({
          id: c.id,
          title: c.slug,
          slug: c.slug,
          description: "",
          translationKey: c.translationKey,
          topics: [],
          moreTopics: false,
        })),
        language === "tr" ? [] : (languages.tr ?? []),
      ) satisfies MenuCategory[],
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
      category("telif", "category:patent", [
        topic("basvuru", "topic:apply"),
        topic("ortak", null),
        topic("tasinan", "topic:moved"),
      ]),
    ],
    en: [category("copyright", "category:patent", [topic("application", "topic:apply"), topic("ortak", null)]), moved],
    de: [],
  });
  const inEnglish = (page: Parameters<typeof counterpartIn>[0]) => counterpartIn(page, "tr", "en", index);

  it("follows the translationKey of a category and of a topic, wherever its version is filed", async () => {
    expect(await inEnglish({ kind: "category", categorySlug: "telif" })).toEqual({
      kind: "category",
      categorySlug: "copyright",
    });
    expect(await inEnglish({ kind: "topic", categorySlug: "telif", topicSlug: "basvuru" })).toEqual({
      kind: "topic",
      categorySlug: "copyright",
      topicSlug: "application",
    });
    expect(await inEnglish({ kind: "topic", categorySlug: "telif", topicSlug: "tasinan" })).toEqual({
      kind: "topic",
      categorySlug: "moved",
      topicSlug: "elsewhere",
    });
  });
  it("falls back to the same slug, and to nothing", async () => {
    expect(await inEnglish({ kind: "topic", categorySlug: "telif", topicSlug: "ortak" })).toEqual({
      kind: "topic",
      categorySlug: "copyright",
      topicSlug: "ortak",
    });
    expect(await inEnglish({ kind: "topic", categorySlug: "telif", topicSlug: "yok" })).toBeNull();
    expect(await inEnglish({ kind: "category", categorySlug: "yok" })).toBeNull();
    expect(await counterpartIn({ kind: "category", categorySlug: "telif" }, "tr", "de", index)).toBeNull();
    expect(
      await counterpartIn({ kind: "topic", categorySlug: "telif", topicSlug: "basvuru" }, "tr", "de", index),
    ).toBeNull();
  });
  it("keeps home and the fixed pages", async () => {
    expect(await inEnglish({ kind: "static", path: "/ekibimiz" })).toEqual({ kind: "static", path: "/ekibimiz" });
    expect(await inEnglish({ kind: "home" })).toEqual({ kind: "home" });
  });
});

describe("where a visitor sent to another language lands (landingFor)", () => {
  const index = indexOf({
    tr: [category("telif", "category:patent", [topic("basvuru", "topic:apply"), topic("yalniz", null)])],
    en: [category("copyright", "category:patent", [topic("application", "topic:apply")])],
    ru: [category("avtorskoe", "category:patent", [topic("zayavka", "topic:apply")])],
  });

  it("is the page's counterpart, prefixed as the router prefixes that language", async () => {
    expect(await landingFor("/telif/basvuru", "tr", "en", index)).toEqual({
      path: "/en/copyright/application",
      untranslated: false,
    });
    expect(await landingFor("/telif", "tr", "en", index)).toEqual({ path: "/en/copyright", untranslated: false });
    // From an inactive language's page back to Turkish, which has no prefix.
    expect(await landingFor("/avtorskoe/zayavka", "ru", "tr", index)).toEqual({
      path: "/telif/basvuru",
      untranslated: false,
    });
    expect(await landingFor("/kurumsal", "tr", "en", index)).toEqual({ path: "/en/kurumsal", untranslated: false });
    expect(await landingFor("/", "ru", "tr", index)).toEqual({ path: "/", untranslated: false });
  });

  it("is that language's home, with the notice, for a page that has no version there", async () => {
    expect(await landingFor("/telif/yalniz", "tr", "en", index)).toEqual({ path: "/en", untranslated: true });
    expect(await landingFor("/telif/basvuru", "tr", "de", index)).toEqual({ path: "/de", untranslated: true });
  });

  it("is the same address in the new language for an address that names no page at all (its 404 in that language)", async () => {
    expect(await landingFor("/yok/boyle-bir-sayfa", "tr", "en", index)).toEqual({
      path: "/en/yok/boyle-bir-sayfa",
      untranslated: false,
    });
    expect(await landingFor("/telif/yok", "tr", "en", index)).toEqual({ path: "/en/telif/yok", untranslated: false });
  });
});

describe("a service's page and its category (lib/site/services.ts)", () => {
  const index = indexOf({
    tr: [
      category("patent", "category:patent", [topic("basvuru", "topic:apply")]),
      category("marka", "category:mark"),
      category("telif", "category:copyright"),
    ],
    en: [
      category("patents", "category:patent", [topic("application", "topic:apply")]),
      // Linked to the Turkish trademark category, but at the design service's address: its own slug wins.
      category("tasarim", "category:mark"),
      category("copyright", "category:copyright"),
    ],
    de: [],
  });

  it("gives each category the service whose address it has, else the one its Turkish version has", async () => {
    const services = (await index.menu("en")).map((c) => [c.slug, c.service]);
    expect(services).toEqual([
      ["patents", "patent"],
      ["tasarim", "tasarim"],
      ["copyright", null],
    ]);
    expect((await index.menu("tr")).map((c) => c.service)).toEqual(["patent", "marka", null]);
  });

  it("is the same page in every language, and a category of a service has its service's page as counterpart", async () => {
    for (const to of ["en", "de"])
      expect(await counterpartIn({ kind: "category", categorySlug: "patent" }, "tr", to, index)).toEqual({
        kind: "category",
        categorySlug: "patent",
      });
    expect(await counterpartIn({ kind: "category", categorySlug: "patents" }, "en", "tr", index)).toEqual({
      kind: "category",
      categorySlug: "patent",
    });
    expect(await counterpartIn({ kind: "category", categorySlug: "telif" }, "tr", "en", index)).toEqual({
      kind: "category",
      categorySlug: "copyright",
    });
    // Topics keep their category's own address.
    expect(
      await counterpartIn({ kind: "topic", categorySlug: "patent", topicSlug: "basvuru" }, "tr", "en", index),
    ).toEqual({
      kind: "topic",
      categorySlug: "patents",
      topicSlug: "application",
    });
  });

  it("lands a visitor sent to another language on the service's page there", async () => {
    expect(await landingFor("/patent", "tr", "en", index)).toEqual({ path: "/en/patent", untranslated: false });
    expect(await landingFor("/patents", "en", "tr", index)).toEqual({ path: "/patent", untranslated: false });
    expect(await landingFor("/marka", "tr", "de", index)).toEqual({ path: "/de/marka", untranslated: false });
  });
});
