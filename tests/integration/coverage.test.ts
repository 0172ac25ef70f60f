import { describe, expect, it, vi } from "vitest";
import { updateTopic } from "@/lib/topics/mutations";
import { coverageStatus, findCoverage, type CoverageGroup } from "@/lib/counterparts/coverage";
import { createMissingVersion } from "@/lib/counterparts/missing-version";
import { findTranslatedShares } from "@/lib/translations/queries";
import { INTERFACE_SOURCES } from "@/lib/translations/sources";
import { insertCategory, insertLanguage, insertTopic } from "../helpers/fixtures";
import { contentTestDatabase } from "../helpers/test-database";
import { writeTo } from "../helpers/write";

const t = contentTestDatabase(["tr", "en", "de"]);

/** The tables the coverage read queried, in order. */
const reads: string[] = [];

// The coverage reads use the app's shared client: here, the client of this file's schema, counting reads.
vi.mock("@/lib/db", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/db")>()),
  db: new Proxy(
    {},
    {
      get(_target, table) {
        const delegate = Reflect.get(t.db, table, t.db);
        if (typeof table !== "string" || typeof delegate !== "object") return delegate;
        return new Proxy(delegate, {
          get: (target, method) =>
            typeof method === "string" && method.startsWith("find")
              ? (reads.push(table), Reflect.get(target, method))
              : Reflect.get(target, method),
        });
      },
    },
  ),
}));

const LANGUAGES = ["tr", "en", "de"];
const statuses = (group: CoverageGroup) =>
  Object.fromEntries(LANGUAGES.map((code) => [code, coverageStatus(group, code)]));
const titles = (groups: CoverageGroup[]) => groups.map((group) => group.lead.title);
const everything = async () => [
  await t.db.category.count(),
  await t.db.topic.count(),
  await t.db.change.count(),
  (await t.db.category.findMany({ where: { translationKey: { not: null } } })).length,
];

describe("findCoverage (the items-by-languages matrix)", () => {
  it("gives each translation group one row, per language active, inactive or missing, topics under their category", async () => {
    const patent = await insertCategory(t.db, "tr", "patent", {
      title: "Patent",
      order: 2,
      translationKey: "c-patent",
    });
    await insertCategory(t.db, "en", "patents", { title: "Patents", translationKey: "c-patent" });
    await insertCategory(t.db, "de", "patente", { title: "Patente", translationKey: "c-patent", isActive: false });
    const marka = await insertCategory(t.db, "tr", "marka", { title: "Marka", order: 1 });
    const basvuru = await insertTopic(t.db, patent, "basvuru", {
      title: "Başvuru",
      order: 2,
      translationKey: "t-basvuru",
    });
    await insertTopic(t.db, await t.db.category.findFirstOrThrow({ where: { slug: "patents" } }), "application", {
      title: "Application",
      isActive: false,
      translationKey: "t-basvuru",
    });
    await insertTopic(t.db, patent, "ucret", { title: "Ücret", order: 1 });
    await insertTopic(t.db, marka, "tescil", { title: "Tescil" });

    const sections = await findCoverage("tr", LANGUAGES);
    expect(sections.map((section) => section.category.lead.title)).toEqual(["Marka", "Patent"]);
    const [markaSection, patentSection] = sections;
    expect(statuses(markaSection!.category)).toEqual({ tr: "active", en: "missing", de: "missing" });
    expect(statuses(patentSection!.category)).toEqual({ tr: "active", en: "active", de: "inactive" });
    expect(titles(markaSection!.topics)).toEqual(["Tescil"]);
    expect(titles(patentSection!.topics)).toEqual(["Ücret", "Başvuru"]);
    expect(statuses(patentSection!.topics[1]!)).toEqual({ tr: "active", en: "inactive", de: "missing" });
    expect(patentSection!.topics[1]!.source).toMatchObject({ id: basvuru.id, languageCode: "tr" });
  });

  it("keeps items that exist only in other languages as rows of their own, led by the first language's version", async () => {
    const en = await insertCategory(t.db, "en", "guides", { title: "Guides", translationKey: "c-guides" });
    await insertCategory(t.db, "de", "leitfaden", { title: "Leitfäden", translationKey: "c-guides" });
    await insertTopic(t.db, en, "howto", { title: "How to" });
    await insertCategory(t.db, "tr", "patent", { title: "Patent" });

    const sections = await findCoverage("tr", LANGUAGES);
    expect(sections.map((section) => section.category.lead.title)).toEqual(["Patent", "Guides"]);
    const guides = sections[1]!;
    expect(guides.category.source).toBeNull();
    expect(statuses(guides.category)).toEqual({ tr: "missing", en: "active", de: "active" });
    expect(guides.topics.map((topic) => [topic.lead.title, topic.source])).toEqual([["How to", null]]);
  });

  it("reads with two queries however many items there are", async () => {
    for (let index = 0; index < 5; index++) {
      const category = await insertCategory(t.db, "tr", `kategori-${index}`);
      for (let topic = 0; topic < 3; topic++) await insertTopic(t.db, category, `konu-${topic}`);
    }
    reads.length = 0;
    const sections = await findCoverage("tr", LANGUAGES);
    expect(sections.flatMap((section) => section.topics)).toHaveLength(15);
    expect(reads).toEqual(["category", "topic"]);
  });
});

describe("findTranslatedShares (interface texts translated per language)", () => {
  it("counts what the admin or the shipped file translates, of every source text and the admin's originals", async () => {
    await insertLanguage(t.db, "fr", { order: 4 });
    const total = INTERFACE_SOURCES.length;
    expect(Object.fromEntries(await findTranslatedShares(["en", "fr"]))).toEqual({
      en: { translated: total, total },
      fr: { translated: 0, total },
    });
    await t.db.translation.create({ data: { languageCode: "fr", source: INTERFACE_SOURCES[0]!, text: "Traduit" } });
    await t.db.translation.create({
      data: { languageCode: "fr", source: "Yalnızca yönetimde eklenen metin", text: "Ajouté" },
    });
    expect((await findTranslatedShares(["fr"])).get("fr")).toEqual({ translated: 2, total: total + 1 });
  });
});

describe("createMissingVersion (the coverage view's one click)", () => {
  it("creates a category's version pre-filled from the source, inactive, linked to it", async () => {
    const source = await insertCategory(t.db, "tr", "patent", { title: "Patent", description: "Buluşlar", order: 4 });
    const result = await writeTo(t.db, createMissingVersion("category", source.id, "en"));
    expect(result).toMatchObject({
      ok: true,
      value: { entity: "category", languageCode: "en" },
      languages: ["en", "tr"],
    });
    const created = await t.db.category.findUniqueOrThrow({ where: { id: Number(result.ok && result.id) } });
    const sourceKey = (await t.db.category.findUniqueOrThrow({ where: { id: source.id } })).translationKey;
    expect(created).toMatchObject({
      languageCode: "en",
      title: "Patent",
      slug: "patent",
      description: "Buluşlar",
      order: 4,
      isActive: false,
      translationKey: sourceKey,
    });
    expect(sourceKey).toMatch(/^category:/);
    expect(await t.db.change.findFirstOrThrow()).toMatchObject({
      entity: "category",
      action: "create",
      entityId: String(created.id),
    });
  });

  it("creates a topic's version in its category's version, every field copied, inactive and linked", async () => {
    const category = await insertCategory(t.db, "tr", "patent", { translationKey: "c" });
    const enCategory = await insertCategory(t.db, "en", "patents", { translationKey: "c" });
    const source = await insertTopic(t.db, category, "basvuru", {
      title: "Başvuru",
      section: "Süreç",
      body: "<p>Metin</p>",
      keywords: ["patent", "başvuru"],
      metaTitle: "Başvuru | Firma",
      metaDescription: "Özet",
      order: 3,
    });
    const result = await writeTo(t.db, createMissingVersion("topic", source.id, "en"));
    expect(result).toMatchObject({
      ok: true,
      value: { entity: "topic", languageCode: "en", createdCategoryId: undefined },
    });
    const created = await t.db.topic.findUniqueOrThrow({ where: { id: Number(result.ok && result.id) } });
    expect(created).toMatchObject({
      languageCode: "en",
      categoryId: enCategory.id,
      title: "Başvuru",
      slug: "basvuru",
      section: "Süreç",
      body: "<p>Metin</p>",
      keywords: ["patent", "başvuru"],
      metaTitle: "Başvuru | Firma",
      metaDescription: "Özet",
      order: 3,
      isActive: false,
    });
    expect(created.translationKey).toBe(
      (await t.db.topic.findUniqueOrThrow({ where: { id: source.id } })).translationKey,
    );
    expect(await t.db.category.count()).toBe(2);
  });

  it("creates the category's version along with a topic's when the language has none, both inactive and linked", async () => {
    const category = await insertCategory(t.db, "tr", "marka", { title: "Marka", description: "Tescil" });
    const source = await insertTopic(t.db, category, "tescil", { title: "Tescil", body: "<p>Metin</p>" });
    const result = await writeTo(t.db, createMissingVersion("topic", source.id, "de"));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const topic = await t.db.topic.findUniqueOrThrow({ where: { id: Number(result.id) }, include: { category: true } });
    expect(result.value.createdCategoryId).toBe(topic.categoryId);
    expect(topic).toMatchObject({
      languageCode: "de",
      isActive: false,
      category: { languageCode: "de", title: "Marka", slug: "marka", description: "Tescil", isActive: false },
    });
    expect(topic.category.translationKey).toBe(
      (await t.db.category.findUniqueOrThrow({ where: { id: category.id } })).translationKey,
    );
    expect(result.tags).toEqual(
      expect.arrayContaining([
        "menu:de",
        "menu:tr",
        "topic-groups",
        `topic-at:${topic.categoryId}:${topic.slug}`,
        `category:${topic.categoryId}`,
      ]),
    );
    // The draft stays editable in its inactive category until reviewed; activating it there alone is
    // refused, naming the category's state as the reason.
    const version = { id: topic.id, updatedAt: topic.updatedAt };
    const edit = { ...topic, keywords: [], isActive: false, title: "Eintragung" };
    expect(await writeTo(t.db, updateTopic(version, edit))).toMatchObject({ ok: true });
    const saved = await t.db.topic.findUniqueOrThrow({ where: { id: topic.id } });
    expect(await writeTo(t.db, updateTopic(saved, { ...edit, isActive: true }))).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: { categoryId: "categoryInactive" },
    });
  });

  it("refuses a taken slug without leaving anything (not even the category made along, nor a key)", async () => {
    const category = await insertCategory(t.db, "tr", "patent");
    const source = await insertTopic(t.db, category, "basvuru", { body: "<p>Metin</p>" });
    const sourceCategory = await insertCategory(t.db, "tr", "marka");
    await insertCategory(t.db, "en", "patent", { title: "Someone else's" });
    await insertCategory(t.db, "en", "marka");
    const before = await everything();
    expect(await writeTo(t.db, createMissingVersion("topic", source.id, "en"))).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: { slug: "categorySlugTaken" },
    });
    expect(await writeTo(t.db, createMissingVersion("category", sourceCategory.id, "en"))).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: { slug: "slugTaken" },
    });
    expect(await everything()).toEqual(before);
    expect((await t.db.topic.findUniqueOrThrow({ where: { id: source.id } })).translationKey).toBeNull();
  });

  it("refuses a topic slug taken in the category's version, a version that exists, a missing source and an unknown language", async () => {
    const category = await insertCategory(t.db, "tr", "patent", { translationKey: "c" });
    const enCategory = await insertCategory(t.db, "en", "patents", { translationKey: "c" });
    const source = await insertTopic(t.db, category, "basvuru", { translationKey: "k", body: "<p>Metin</p>" });
    await insertTopic(t.db, enCategory, "basvuru");
    expect(await writeTo(t.db, createMissingVersion("topic", source.id, "en"))).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: { slug: "slugTaken" },
    });
    await insertTopic(t.db, await insertCategory(t.db, "de", "patente", { translationKey: "c" }), "anmeldung", {
      translationKey: "k",
    });
    expect(await writeTo(t.db, createMissingVersion("topic", source.id, "de"))).toEqual({
      ok: false,
      error: "counterpartExists",
      fieldErrors: {},
    });
    expect(await writeTo(t.db, createMissingVersion("topic", source.id, "tr"))).toEqual({
      ok: false,
      error: "sameLanguage",
      fieldErrors: {},
    });
    expect(await writeTo(t.db, createMissingVersion("category", 999_999, "en"))).toEqual({
      ok: false,
      error: "notFound",
      fieldErrors: {},
    });
    expect(await writeTo(t.db, createMissingVersion("category", category.id, "fr"))).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: { languageCode: "languageInvalid" },
    });
    expect(await t.db.topic.count()).toBe(3);
  });

  it("is refused to a visitor", async () => {
    const source = await insertCategory(t.db, "tr", "patent");
    expect(await writeTo(t.db, createMissingVersion("category", source.id, "en"), { actor: null })).toEqual({
      ok: false,
      error: "unauthorized",
      fieldErrors: {},
    });
    expect(await t.db.category.count()).toBe(1);
  });
});
