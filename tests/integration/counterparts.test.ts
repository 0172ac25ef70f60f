import { describe, expect, it } from "vitest";
import { createCategory, deleteCategory, updateCategory } from "@/lib/categories/mutations";
import { linkCounterparts, unlinkCounterpart } from "@/lib/counterparts/mutations";
import { createTopic } from "@/lib/topics/mutations";
import { insertCategory, insertTopic } from "../helpers/fixtures";
import { contentTestDatabase } from "../helpers/test-database";
import { writeTo } from "../helpers/write";

const t = contentTestDatabase(["tr", "en", "de"]);

const keyOf = async (id: number) => (await t.db.category.findUniqueOrThrow({ where: { id } })).translationKey;
const topicKeyOf = async (id: number) => (await t.db.topic.findUniqueOrThrow({ where: { id } })).translationKey;
const refused = (error: string) => ({ ok: false, error, fieldErrors: {} });

describe("linkCounterparts", () => {
  it("pairs two unpaired categories under a new key and names both languages", async () => {
    const tr = await insertCategory(t.db, "tr", "marka");
    const en = await insertCategory(t.db, "en", "trademark");
    expect(await writeTo(t.db, linkCounterparts("category", tr.id, en.id))).toEqual({
      ok: true,
      id: tr.id,
      value: ["tr", "en"],
      languages: ["tr", "en"],
      tags: ["menu:tr", "menu:en"],
    });
    expect(await keyOf(tr.id)).toMatch(/^category:/);
    expect(await keyOf(en.id)).toBe(await keyOf(tr.id));
  });

  it("joins the other row's whole group when no language repeats", async () => {
    const tr = await insertCategory(t.db, "tr", "marka", { translationKey: "k-tr" });
    const en = await insertCategory(t.db, "en", "trademark", { translationKey: "k-en" });
    const de = await insertCategory(t.db, "de", "marke", { translationKey: "k-en" });
    const result = await writeTo(t.db, linkCounterparts("category", tr.id, en.id));
    expect(result).toMatchObject({ ok: true, languages: ["tr", "en", "de"] });
    expect(new Set([await keyOf(tr.id), await keyOf(en.id), await keyOf(de.id)])).toEqual(new Set(["k-tr"]));
  });

  it("refuses a pair that would put two rows of one language together, changing nothing", async () => {
    const tr = await insertCategory(t.db, "tr", "marka", { translationKey: "k1" });
    await insertCategory(t.db, "en", "trademark", { translationKey: "k1" });
    const otherEn = await insertCategory(t.db, "en", "brand");
    expect(await writeTo(t.db, linkCounterparts("category", tr.id, otherEn.id))).toEqual(refused("languageTaken"));
    expect(await keyOf(otherEn.id)).toBeNull();
    const otherTr = await insertCategory(t.db, "tr", "patent");
    expect(await writeTo(t.db, linkCounterparts("category", tr.id, otherTr.id))).toEqual(refused("sameLanguage"));
    expect(await writeTo(t.db, linkCounterparts("category", tr.id, 999_999))).toEqual(refused("notFound"));
    expect(await writeTo(t.db, linkCounterparts("category", tr.id, undefined))).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: { otherId: "chooseOne" },
    });
    expect(await t.db.change.count()).toBe(0);
  });

  it("leaves updatedAt alone, so an edit form open meanwhile can still be saved", async () => {
    const tr = await insertCategory(t.db, "tr", "marka", { updatedAt: new Date("2026-01-01T00:00:00Z") });
    const en = await insertCategory(t.db, "en", "trademark", { updatedAt: new Date("2026-01-02T00:00:00Z") });
    expect(await writeTo(t.db, linkCounterparts("category", tr.id, en.id))).toMatchObject({ ok: true });
    const input = { languageCode: "en", title: "Trademarks", slug: "trademarks", order: 1, isActive: true };
    expect(await writeTo(t.db, updateCategory({ id: en.id, updatedAt: en.updatedAt }, input))).toMatchObject({
      ok: true,
    });
    expect((await t.db.category.findUniqueOrThrow({ where: { id: tr.id } })).updatedAt).toEqual(tr.updatedAt);
  });

  it("pairs done at the same time all hold (no pairing overwrites another)", async () => {
    const [tr, en, de] = [
      await insertCategory(t.db, "tr", "marka"),
      await insertCategory(t.db, "en", "trademark"),
      await insertCategory(t.db, "de", "marke"),
    ];
    const results = await Promise.all([
      writeTo(t.db, linkCounterparts("category", tr.id, en.id)),
      writeTo(t.db, linkCounterparts("category", en.id, de.id)),
    ]);
    expect(results.every((result) => result.ok)).toBe(true);
    const keys = new Set([await keyOf(tr.id), await keyOf(en.id), await keyOf(de.id)]);
    expect(keys.size).toBe(1);
    expect([...keys][0]).toMatch(/^category:/);
  });

  it("pairs topics the same way", async () => {
    const trTopic = await insertTopic(t.db, await insertCategory(t.db, "tr", "marka"), "basvuru");
    const enTopic = await insertTopic(t.db, await insertCategory(t.db, "en", "trademark"), "application");
    expect(await writeTo(t.db, linkCounterparts("topic", trTopic.id, enTopic.id))).toMatchObject({
      ok: true,
      languages: ["tr", "en"],
    });
    expect(await topicKeyOf(trTopic.id)).toMatch(/^topic:/);
    expect(await topicKeyOf(enTopic.id)).toBe(await topicKeyOf(trTopic.id));
  });
});

describe("unlinkCounterpart", () => {
  it("takes one row out of its group and names the group's languages", async () => {
    const tr = await insertCategory(t.db, "tr", "marka", { translationKey: "k" });
    const en = await insertCategory(t.db, "en", "trademark", { translationKey: "k" });
    expect(await writeTo(t.db, unlinkCounterpart("category", tr.id, en.id))).toMatchObject({
      ok: true,
      value: ["tr", "en"],
      languages: ["tr", "en"],
    });
    expect(await keyOf(en.id)).toBeNull();
    expect(await keyOf(tr.id)).toBe("k");
    expect(await writeTo(t.db, unlinkCounterpart("category", tr.id, 999_999))).toEqual(refused("notFound"));
  });

  it("refuses to unpair a row that is not (or no longer) this row's counterpart", async () => {
    const tr = await insertCategory(t.db, "tr", "marka", { translationKey: "k" });
    const stranger = await insertCategory(t.db, "en", "brand", { translationKey: "other" });
    expect(await writeTo(t.db, unlinkCounterpart("category", tr.id, stranger.id))).toEqual(refused("notFound"));
    expect(await keyOf(stranger.id)).toBe("other");
    expect(await writeTo(t.db, unlinkCounterpart("category", tr.id, tr.id))).toEqual(refused("notFound"));
    expect(await keyOf(tr.id)).toBe("k");
  });
});

describe("creating a counterpart", () => {
  const topic = (categoryId: number, overrides: Record<string, unknown> = {}) => ({
    languageCode: "en",
    categoryId,
    title: "Application",
    slug: "application",
    body: "<p>Body</p>",
    order: 1,
    isActive: true,
    ...overrides,
  });

  it("gives a new topic its source's key and refreshes both languages", async () => {
    const source = await insertTopic(t.db, await insertCategory(t.db, "tr", "marka"), "basvuru");
    const enCategory = await insertCategory(t.db, "en", "trademark");
    const result = await writeTo(t.db, createTopic(topic(enCategory.id), source.id));
    expect(result).toMatchObject({ ok: true, value: { languageCode: "en" }, languages: ["en", "tr"] });
    expect(await topicKeyOf(source.id)).toMatch(/^topic:/);
    expect(await topicKeyOf(result.ok ? Number(result.id) : 0)).toBe(await topicKeyOf(source.id));
  });

  it("refuses a second version in a language that already has one, keeping the first", async () => {
    const source = await insertTopic(t.db, await insertCategory(t.db, "tr", "marka"), "basvuru", {
      translationKey: "k",
    });
    const enCategory = await insertCategory(t.db, "en", "trademark");
    const first = await insertTopic(t.db, enCategory, "application", { translationKey: "k" });
    expect(await writeTo(t.db, createTopic(topic(enCategory.id, { slug: "second" }), source.id))).toEqual(
      refused("counterpartExists"),
    );
    expect(await t.db.topic.count({ where: { languageCode: "en" } })).toBe(1);
    expect(await topicKeyOf(first.id)).toBe("k");
    const trCategory = await insertCategory(t.db, "tr", "patent", { translationKey: "c" });
    await insertCategory(t.db, "en", "patent", { translationKey: "c" });
    const input = { languageCode: "en", title: "Patents", slug: "patents", order: 1, isActive: true };
    expect(await writeTo(t.db, createCategory(input, trCategory.id))).toEqual(refused("counterpartExists"));
    expect(await t.db.category.count({ where: { slug: "patents" } })).toBe(0);
  });

  it("an edit refreshes the languages of every counterpart (their hreflang links name it)", async () => {
    const tr = await insertCategory(t.db, "tr", "marka", { translationKey: "k" });
    const en = await insertCategory(t.db, "en", "trademark", { translationKey: "k" });
    const input = { title: "Trademarks", slug: "trademarks", order: 1, isActive: true };
    expect(await writeTo(t.db, updateCategory({ id: en.id, updatedAt: en.updatedAt }, input))).toMatchObject({
      ok: true,
      languages: ["en", "tr"],
      // Its old address redirects to the new one.
      tags: ["menu:en", "menu:tr", `category:${en.id}`, "redirects"],
    });
    expect(await keyOf(tr.id)).toBe("k");
  });

  it("deleting a category refreshes the languages its topics were paired with", async () => {
    const trCategory = await insertCategory(t.db, "tr", "marka");
    await insertTopic(t.db, trCategory, "basvuru", { translationKey: "topic" });
    await insertTopic(t.db, await insertCategory(t.db, "de", "marke"), "anmeldung", { translationKey: "topic" });
    const result = await writeTo(t.db, deleteCategory(trCategory.id));
    expect(result).toMatchObject({
      ok: true,
      value: { languageCode: "tr" },
      tags: ["menu:tr", "menu:de", `category:${trCategory.id}`, "sitemap:tr"],
    });
    expect(result.ok && [...new Set(result.languages)]).toEqual(["tr", "de"]);
    expect((await t.db.change.findFirstOrThrow()).languages).toEqual(["tr", "de"]);
  });
});
