import { beforeEach, describe, expect, it } from "vitest";
import { deleteContent, saveContent } from "@/lib/topics/mutations";
import { createCategory } from "../helpers/fixtures";
import { contentTestDatabase } from "../helpers/test-database";

const t = contentTestDatabase(["tr", "en"]);
let categoryId: number;
beforeEach(async () => {
  categoryId = (await createCategory(t.db, "tr", "patent")).id;
});

const input = (overrides: Record<string, unknown> = {}) => ({
  languageCode: "tr",
  categoryId: String(categoryId),
  section: "Başvuru",
  title: "Patent Başvurusu",
  slug: "patent-basvurusu",
  content: "<p>Metin</p>",
  keywords: " patent, başvuru ,, ",
  metaTitle: "",
  metaDescription: "",
  order: "",
  isActive: true,
  ...overrides,
});

describe("saveContent", () => {
  it("stores parsed keywords, order 1 and the default meta title", async () => {
    expect(await saveContent(t.db, input())).toMatchObject({ ok: true });
    expect(await t.db.content.findFirstOrThrow()).toMatchObject({
      keywords: ["patent", "başvuru"],
      order: 1,
      metaTitle: "Patent Başvurusu | Bursa Patent",
    });
  });

  it("sanitizes the body on save: scripts and event handlers never reach the database", async () => {
    await saveContent(t.db, input({ content: '<p onclick="x()">ok</p><script>alert(1)</script><img src="https://x/a.png" onerror="alert(2)"><a href="javascript:alert(3)">l</a>' }));
    const stored = (await t.db.content.findFirstOrThrow()).content;
    expect(stored).toBe('<p>ok</p><img src="https://x/a.png" /><a>l</a>');
  });

  it("reports the spec's required fields", async () => {
    expect(await saveContent(t.db, input({ title: "", slug: "", categoryId: "", content: "<p> </p>" }))).toEqual({
      ok: false,
      fieldErrors: { title: "titleRequired", slug: "slugRequired", categoryId: "categoryRequired", content: "bodyRequired" },
    });
  });

  it("accepts only an active category of the same language", async () => {
    const inactive = await createCategory(t.db, "tr", "pasif", { isActive: false });
    const english = await createCategory(t.db, "en", "patents");
    for (const id of [inactive.id, english.id, 9999]) {
      expect(await saveContent(t.db, input({ categoryId: String(id) }))).toEqual({ ok: false, fieldErrors: { categoryId: "categoryRequired" } });
    }
  });

  it("turns a duplicate slug in one category into a field error and refuses a lost update", async () => {
    const created = await saveContent(t.db, input());
    expect(await saveContent(t.db, input())).toEqual({ ok: false, fieldErrors: { slug: "slugTaken" } });
    if (!created.ok) throw new Error("setup");
    const loaded = await t.db.content.findUniqueOrThrow({ where: { id: created.id } });
    expect(await saveContent(t.db, input({ title: "A" }), { id: created.id, expectedUpdatedAt: loaded.updatedAt })).toMatchObject({ ok: true });
    expect(await saveContent(t.db, input({ title: "B" }), { id: created.id, expectedUpdatedAt: loaded.updatedAt })).toMatchObject({ ok: false, error: "conflict" });
    expect((await t.db.content.findUniqueOrThrow({ where: { id: created.id } })).title).toBe("A");
    expect(await deleteContent(t.db, created.id)).toEqual({ languageCode: "tr", affectedLanguages: ["tr"] });
    expect(await deleteContent(t.db, created.id)).toBeNull();
  });
});
