import { describe, expect, it } from "vitest";
import { deleteCategory, saveCategory } from "@/lib/categories/mutations";
import { saveContent } from "@/lib/topics/mutations";
import { linkCounterparts, unlinkCounterpart } from "@/lib/counterparts/mutations";
import { createCategory, createContent } from "../helpers/fixtures";
import { contentTestDatabase } from "../helpers/test-database";

const t = contentTestDatabase(["tr", "en", "de"]);

const keyOf = async (id: number) => (await t.db.category.findUniqueOrThrow({ where: { id } })).translationKey;
const topicKeyOf = async (id: number) => (await t.db.content.findUniqueOrThrow({ where: { id } })).translationKey;

describe("linkCounterparts", () => {
  it("pairs two unpaired categories under a new key and names both languages", async () => {
    const tr = await createCategory(t.db, "tr", "marka");
    const en = await createCategory(t.db, "en", "trademark");
    expect(await linkCounterparts(t.db, "category", tr.id, en.id)).toEqual({ ok: true, languageCodes: ["tr", "en"] });
    expect(await keyOf(tr.id)).toMatch(/^category:/);
    expect(await keyOf(en.id)).toBe(await keyOf(tr.id));
  });

  it("joins the other row's whole group when no language repeats", async () => {
    const tr = await createCategory(t.db, "tr", "marka", { translationKey: "k-tr" });
    const en = await createCategory(t.db, "en", "trademark", { translationKey: "k-en" });
    const de = await createCategory(t.db, "de", "marke", { translationKey: "k-en" });
    const result = await linkCounterparts(t.db, "category", tr.id, en.id);
    expect(result).toMatchObject({ ok: true });
    expect(new Set([await keyOf(tr.id), await keyOf(en.id), await keyOf(de.id)])).toEqual(new Set(["k-tr"]));
  });

  it("refuses a pair that would put two rows of one language together, changing nothing", async () => {
    const tr = await createCategory(t.db, "tr", "marka", { translationKey: "k1" });
    await createCategory(t.db, "en", "trademark", { translationKey: "k1" });
    const otherEn = await createCategory(t.db, "en", "brand");
    expect(await linkCounterparts(t.db, "category", tr.id, otherEn.id)).toEqual({ ok: false, error: "languageTaken" });
    expect(await keyOf(otherEn.id)).toBeNull();
    const otherTr = await createCategory(t.db, "tr", "patent");
    expect(await linkCounterparts(t.db, "category", tr.id, otherTr.id)).toEqual({ ok: false, error: "sameLanguage" });
    expect(await linkCounterparts(t.db, "category", tr.id, 999_999)).toEqual({ ok: false, error: "notFound" });
  });

  it("leaves updatedAt alone, so an edit form open meanwhile can still be saved", async () => {
    const tr = await createCategory(t.db, "tr", "marka", { updatedAt: new Date("2026-01-01T00:00:00Z") });
    const en = await createCategory(t.db, "en", "trademark", { updatedAt: new Date("2026-01-02T00:00:00Z") });
    await linkCounterparts(t.db, "category", tr.id, en.id);
    const input = { languageCode: "en", title: "Trademarks", slug: "trademarks", order: "1", isActive: true };
    expect(await saveCategory(t.db, input, { id: en.id, expectedUpdatedAt: en.updatedAt })).toMatchObject({ ok: true });
    expect((await t.db.category.findUniqueOrThrow({ where: { id: tr.id } })).updatedAt).toEqual(tr.updatedAt);
  });

  it("pairs done at the same time all hold (no pairing overwrites another)", async () => {
    const [tr, en, de] = [await createCategory(t.db, "tr", "marka"), await createCategory(t.db, "en", "trademark"), await createCategory(t.db, "de", "marke")];
    const results = await Promise.all([linkCounterparts(t.db, "category", tr.id, en.id), linkCounterparts(t.db, "category", en.id, de.id)]);
    expect(results.every((result) => result.ok)).toBe(true);
    const keys = new Set([await keyOf(tr.id), await keyOf(en.id), await keyOf(de.id)]);
    expect(keys.size).toBe(1);
    expect([...keys][0]).toMatch(/^category:/);
  });

  it("pairs topics the same way", async () => {
    const trTopic = await createContent(t.db, await createCategory(t.db, "tr", "marka"), "basvuru");
    const enTopic = await createContent(t.db, await createCategory(t.db, "en", "trademark"), "application");
    expect(await linkCounterparts(t.db, "content", trTopic.id, enTopic.id)).toMatchObject({ ok: true });
    expect(await topicKeyOf(trTopic.id)).toMatch(/^content:/);
    expect(await topicKeyOf(enTopic.id)).toBe(await topicKeyOf(trTopic.id));
  });
});

describe("unlinkCounterpart", () => {
  it("takes one row out of its group and names the group's languages", async () => {
    const tr = await createCategory(t.db, "tr", "marka", { translationKey: "k" });
    const en = await createCategory(t.db, "en", "trademark", { translationKey: "k" });
    expect(await unlinkCounterpart(t.db, "category", tr.id, en.id)).toEqual(["tr", "en"]);
    expect(await keyOf(en.id)).toBeNull();
    expect(await keyOf(tr.id)).toBe("k");
    expect(await unlinkCounterpart(t.db, "category", tr.id, 999_999)).toBeNull();
  });

  it("refuses to unpair a row that is not (or no longer) this row's counterpart", async () => {
    const tr = await createCategory(t.db, "tr", "marka", { translationKey: "k" });
    const stranger = await createCategory(t.db, "en", "brand", { translationKey: "other" });
    expect(await unlinkCounterpart(t.db, "category", tr.id, stranger.id)).toBeNull();
    expect(await keyOf(stranger.id)).toBe("other");
  });
});

describe("creating a counterpart", () => {
  const topic = (categoryId: number, overrides: Record<string, unknown> = {}) => ({
    languageCode: "en",
    categoryId: String(categoryId),
    title: "Application",
    slug: "application",
    content: "<p>Body</p>",
    order: "1",
    isActive: true,
    ...overrides,
  });

  it("gives a new topic its source's key and refreshes both languages", async () => {
    const source = await createContent(t.db, await createCategory(t.db, "tr", "marka"), "basvuru");
    const enCategory = await createCategory(t.db, "en", "trademark");
    const result = await saveContent(t.db, topic(enCategory.id), undefined, source.id);
    expect(result).toMatchObject({ ok: true, languageCode: "en", affectedLanguages: ["en", "tr"] });
    expect(await topicKeyOf(source.id)).toMatch(/^content:/);
    expect(await topicKeyOf(result.ok ? result.id : 0)).toBe(await topicKeyOf(source.id));
  });

  it("refuses a second version in a language that already has one, keeping the first", async () => {
    const source = await createContent(t.db, await createCategory(t.db, "tr", "marka"), "basvuru", { translationKey: "k" });
    const enCategory = await createCategory(t.db, "en", "trademark");
    const first = await createContent(t.db, enCategory, "application", { translationKey: "k" });
    expect(await saveContent(t.db, topic(enCategory.id, { slug: "second" }), undefined, source.id)).toEqual({ ok: false, fieldErrors: {}, error: "counterpartExists" });
    expect(await t.db.content.count({ where: { languageCode: "en" } })).toBe(1);
    expect(await topicKeyOf(first.id)).toBe("k");
    const trCategory = await createCategory(t.db, "tr", "patent", { translationKey: "c" });
    await createCategory(t.db, "en", "patent", { translationKey: "c" });
    const input = { languageCode: "en", title: "Patents", slug: "patents", order: "1", isActive: true };
    expect(await saveCategory(t.db, input, undefined, trCategory.id)).toMatchObject({ ok: false, error: "counterpartExists" });
  });

  it("an edit refreshes the languages of every counterpart (their hreflang links name it)", async () => {
    const tr = await createCategory(t.db, "tr", "marka", { translationKey: "k" });
    const en = await createCategory(t.db, "en", "trademark", { translationKey: "k" });
    const input = { languageCode: "en", title: "Trademarks", slug: "trademarks", order: "1", isActive: true };
    expect(await saveCategory(t.db, input, { id: en.id, expectedUpdatedAt: en.updatedAt })).toMatchObject({ ok: true, affectedLanguages: ["en", "tr"] });
    expect(await keyOf(tr.id)).toBe("k");
  });

  it("deleting a category refreshes the languages its topics were paired with", async () => {
    const trCategory = await createCategory(t.db, "tr", "marka");
    await createContent(t.db, trCategory, "basvuru", { translationKey: "topic" });
    await createContent(t.db, await createCategory(t.db, "de", "marke"), "anmeldung", { translationKey: "topic" });
    expect(await deleteCategory(t.db, trCategory.id)).toEqual({ languageCode: "tr", affectedLanguages: ["tr", "de"] });
  });
});
