import { beforeEach, describe, expect, it } from "vitest";
import { emptyTopicValues, topicInputFrom, type TopicFormValues } from "@/lib/topics/form";
import { createTopic, deleteTopic, updateTopic } from "@/lib/topics/mutations";
import { insertCategory } from "../helpers/fixtures";
import { contentTestDatabase } from "../helpers/test-database";
import { writeTo, written } from "../helpers/write";

const t = contentTestDatabase(["tr", "en"]);
let categoryId: number;
beforeEach(async () => {
  categoryId = (await insertCategory(t.db, "tr", "patent")).id;
});

/** A topic as the domain schema takes it. */
const input = (overrides: Record<string, unknown> = {}) => ({
  languageCode: "tr",
  categoryId,
  section: "Başvuru",
  title: "Patent Başvurusu",
  slug: "patent-basvurusu",
  body: "<p>Metin</p>",
  keywords: ["patent", "başvuru"],
  isActive: true,
  ...overrides,
});

/** A topic as the admin form posts it (keywords as comma text, order as text), through the form's codec. */
const formInput = (overrides: Partial<TopicFormValues> = {}) =>
  topicInputFrom({
    ...emptyTopicValues("tr", String(categoryId)),
    section: "Başvuru",
    title: "Patent Başvurusu",
    slug: "patent-basvurusu",
    body: "<p>Metin</p>",
    keywords: " patent, başvuru ,, ",
    order: "",
    ...overrides,
  });

const versionOf = async (id: number) => ({
  id,
  updatedAt: (await t.db.topic.findUniqueOrThrow({ where: { id } })).updatedAt,
});

describe("createTopic", () => {
  it("stores parsed keywords, order 1 and the default meta title", async () => {
    expect(await writeTo(t.db, createTopic(formInput()))).toMatchObject({ ok: true, value: { languageCode: "tr" } });
    expect(await t.db.topic.findFirstOrThrow()).toMatchObject({
      keywords: ["patent", "başvuru"],
      order: 1,
      metaTitle: "Patent Başvurusu | Bursa Patent",
      body: "<p>Metin</p>",
    });
  });

  it("trims keywords and drops repeats that differ only in case", async () => {
    await written(t.db, createTopic(input({ keywords: [" patent ", "Patent", "başvuru"] })));
    expect((await t.db.topic.findFirstOrThrow()).keywords).toEqual(["patent", "başvuru"]);
  });

  it("sanitizes the body on save: scripts and event handlers never reach the database", async () => {
    await written(
      t.db,
      createTopic(
        input({
          body: '<p onclick="x()">ok</p><script>alert(1)</script><img src="https://x/a.png" onerror="alert(2)"><a href="javascript:alert(3)">l</a>',
        }),
      ),
    );
    const stored = (await t.db.topic.findFirstOrThrow()).body;
    expect(stored).toBe('<p>ok</p><img src="https://x/a.png" /><a>l</a>');
    const raw = await t.sql.query(`SELECT content FROM "Content"`);
    expect(raw.rows[0].content).toBe(stored);
  });

  it("reports the spec's required fields", async () => {
    expect(
      await writeTo(t.db, createTopic(formInput({ title: "", slug: "", categoryId: "", body: "<p> </p>" }))),
    ).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: {
        title: "titleRequired",
        slug: "slugRequired",
        categoryId: "categoryRequired",
        body: "bodyRequired",
      },
    });
    expect(await t.db.topic.count()).toBe(0);
  });

  it("accepts only an active category of the same language, and names an inactive one as the reason", async () => {
    const inactive = await insertCategory(t.db, "tr", "pasif", { isActive: false });
    const english = await insertCategory(t.db, "en", "patents");
    for (const id of [english.id, 9999]) {
      expect(await writeTo(t.db, createTopic(input({ categoryId: id })))).toEqual({
        ok: false,
        error: "invalid",
        fieldErrors: { categoryId: "categoryRequired" },
      });
    }
    expect(await writeTo(t.db, createTopic(input({ categoryId: inactive.id })))).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: { categoryId: "categoryInactive" },
    });
    expect(await t.db.topic.count()).toBe(0);
  });
});

describe("updateTopic and deleteTopic", () => {
  it("turn a duplicate slug in one category into a field error and refuse a lost update", async () => {
    const created = await written(t.db, createTopic(input()));
    expect(await writeTo(t.db, createTopic(input()))).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: { slug: "slugTaken" },
    });
    const loaded = await versionOf(created.value.id);
    expect(await writeTo(t.db, updateTopic(loaded, input({ title: "A" })))).toMatchObject({ ok: true });
    expect(await writeTo(t.db, updateTopic(loaded, input({ title: "B" })))).toEqual({
      ok: false,
      error: "conflict",
      fieldErrors: {},
    });
    expect((await t.db.topic.findUniqueOrThrow({ where: { id: created.value.id } })).title).toBe("A");
    const { slug } = await t.db.topic.findUniqueOrThrow({ where: { id: created.value.id } });
    expect(await writeTo(t.db, deleteTopic(created.value.id))).toEqual({
      ok: true,
      id: created.value.id,
      value: { languageCode: "tr" },
      languages: ["tr"],
      tags: ["menu:tr", `category:${categoryId}`, `topic-at:${categoryId}:${slug}`, "sitemap:tr"],
    });
    expect(await writeTo(t.db, deleteTopic(created.value.id))).toEqual({
      ok: false,
      error: "notFound",
      fieldErrors: {},
    });
  });

  it("refuse an edit into an inactive category, keeping the topic where it was", async () => {
    const created = await written(t.db, createTopic(input()));
    const inactive = await insertCategory(t.db, "tr", "pasif", { isActive: false });
    expect(
      await writeTo(
        t.db,
        updateTopic(await versionOf(created.value.id), input({ categoryId: inactive.id, title: "Moved" })),
      ),
    ).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: { categoryId: "categoryInactive" },
    });
    expect(await t.db.topic.findUniqueOrThrow({ where: { id: created.value.id } })).toMatchObject({
      categoryId,
      title: "Patent Başvurusu",
    });
  });
});
