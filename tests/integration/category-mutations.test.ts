import { describe, expect, it } from "vitest";
import { deleteCategory, saveCategory } from "@/lib/categories/mutations";
import { createContent } from "../helpers/fixtures";
import { contentTestDatabase } from "../helpers/test-database";

const t = contentTestDatabase(["tr", "en"]);

const input = (overrides: Record<string, unknown> = {}) => ({
  languageCode: "tr",
  title: "Şirket Birleşmeleri",
  slug: "sirket-birlesmeleri",
  description: "",
  order: "",
  isActive: true,
  ...overrides,
});

describe("saveCategory", () => {
  it("creates a category with order 1 when none is given", async () => {
    const result = await saveCategory(t.db, input());
    expect(result).toMatchObject({ ok: true, languageCode: "tr" });
    expect(await t.db.category.findFirstOrThrow()).toMatchObject({ slug: "sirket-birlesmeleri", order: 1, isActive: true });
  });

  it("reports the spec's required fields and a bad order as field errors", async () => {
    expect(await saveCategory(t.db, input({ title: " ", slug: "", order: "0" }))).toEqual({
      ok: false,
      fieldErrors: { title: "titleRequired", slug: "slugRequired", order: "orderInvalid" },
    });
    expect(await saveCategory(t.db, input({ slug: "Büyük Harf" }))).toMatchObject({ fieldErrors: { slug: "slugInvalid" } });
    expect(await saveCategory(t.db, input({ slug: "iletisim" }))).toMatchObject({ fieldErrors: { slug: "slugReserved" } });
    expect(await t.db.category.count()).toBe(0);
  });

  it("turns a duplicate slug in the same language into a field error, not a crash", async () => {
    await saveCategory(t.db, input());
    expect(await saveCategory(t.db, input({ title: "Başka" }))).toEqual({ ok: false, fieldErrors: { slug: "slugTaken" } });
    expect(await saveCategory(t.db, input({ languageCode: "en" }))).toMatchObject({ ok: true });
  });

  it("refuses to overwrite a version saved by someone else in the meantime", async () => {
    const created = await saveCategory(t.db, input());
    if (!created.ok) throw new Error("setup");
    const loaded = await t.db.category.findUniqueOrThrow({ where: { id: created.id } });
    expect(await saveCategory(t.db, input({ title: "First editor" }), { id: created.id, expectedUpdatedAt: loaded.updatedAt })).toMatchObject({ ok: true });
    expect(await saveCategory(t.db, input({ title: "Second editor" }), { id: created.id, expectedUpdatedAt: loaded.updatedAt })).toEqual({
      ok: false,
      fieldErrors: {},
      error: "conflict",
    });
    expect((await t.db.category.findUniqueOrThrow({ where: { id: created.id } })).title).toBe("First editor");
  });

  it("keeps a category's language on edit", async () => {
    const created = await saveCategory(t.db, input());
    if (!created.ok) throw new Error("setup");
    const loaded = await t.db.category.findUniqueOrThrow({ where: { id: created.id } });
    expect(await saveCategory(t.db, input({ languageCode: "en" }), { id: created.id, expectedUpdatedAt: loaded.updatedAt })).toMatchObject({ ok: false, error: "conflict" });
  });
});

describe("creating a counterpart", () => {
  it("shares the source's translationKey, giving it one when it had none", async () => {
    const source = await saveCategory(t.db, input());
    if (!source.ok) throw new Error("setup");
    const english = await saveCategory(t.db, input({ languageCode: "en", title: "Mergers", slug: "mergers" }), undefined, source.id);
    if (!english.ok) throw new Error("counterpart not saved");
    const [tr, en] = await Promise.all([source.id, english.id].map((id) => t.db.category.findUniqueOrThrow({ where: { id } })));
    expect(tr!.translationKey).toMatch(/^category:/);
    expect(en!.translationKey).toBe(tr!.translationKey);
  });

  it("links nothing when the source is in the same language", async () => {
    const source = await saveCategory(t.db, input());
    if (!source.ok) throw new Error("setup");
    const other = await saveCategory(t.db, input({ slug: "baska" }), undefined, source.id);
    if (!other.ok) throw new Error("not saved");
    expect((await t.db.category.findUniqueOrThrow({ where: { id: other.id } })).translationKey).toBeNull();
  });
});

describe("deleteCategory", () => {
  it("deletes the category with its topics and reports its language", async () => {
    const created = await saveCategory(t.db, input());
    if (!created.ok) throw new Error("setup");
    await createContent(t.db, { id: created.id, languageCode: "tr" }, "bir");
    expect(await deleteCategory(t.db, created.id)).toEqual({ languageCode: "tr", affectedLanguages: ["tr"] });
    expect(await t.db.content.count()).toBe(0);
    expect(await deleteCategory(t.db, created.id)).toBeNull();
  });
});
