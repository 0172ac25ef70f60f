import { describe, expect, it, vi } from "vitest";
import { findMenu } from "@/lib/categories/queries";
import { discardDraft } from "@/lib/publishing/mutations";
import { findPublicTopic, findSitemapTopics } from "@/lib/topics/queries";
import { createTopic, updateTopic } from "@/lib/topics/mutations";
import { insertCategory } from "../helpers/fixtures";
import { contentTestDatabase } from "../helpers/test-database";
import { recordingRefresh, writeTo, written } from "../helpers/write";

const t = contentTestDatabase(["tr", "en"]);

// The public reads use the app's shared client: here, the client of this file's schema.
vi.mock("@/lib/db", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/db")>()),
  db: new Proxy({}, { get: (_target, property) => Reflect.get(t.db, property, t.db) }),
}));

const topicInput = (categoryId: number, overrides: Record<string, unknown> = {}) => ({
  languageCode: "tr",
  categoryId,
  title: "Faydalı Model",
  slug: "faydali-model",
  body: "<p>İlk metin.</p>",
  isActive: true,
  ...overrides,
});

const versionOf = async (id: number) => ({
  id,
  updatedAt: (await t.db.topic.findUniqueOrThrow({ where: { id } })).updatedAt,
});

async function publishedTopic() {
  const category = await insertCategory(t.db, "tr", "patent", { title: "Patent" });
  const created = await written(t.db, createTopic(topicInput(category.id), undefined, { intent: "publish" }));
  return { category, id: created.value.id };
}

describe("drafts and published versions", () => {
  it("a new topic saved as a draft is stored unpublished, whatever its input says, and the public reads do not see it", async () => {
    const category = await insertCategory(t.db, "tr", "patent", { title: "Patent" });
    const result = await written(t.db, createTopic(topicInput(category.id), undefined, { intent: "draft" }));
    const row = await t.db.topic.findUniqueOrThrow({ where: { id: result.value.id } });
    expect(row).toMatchObject({ isActive: false, publishedAt: null, draft: null });
    expect(await findPublicTopic(category.id, "faydali-model")).toBeNull();
    expect(await findSitemapTopics("tr")).toEqual([]);
    expect((await findMenu("tr"))[0]?.topics ?? []).toEqual([]);
  });

  it("publishing sets the first publication's time; a draft of a published topic keeps the live columns and expires nothing", async () => {
    const { category, id } = await publishedTopic();
    const published = await t.db.topic.findUniqueOrThrow({ where: { id } });
    expect(published.isActive).toBe(true);
    expect(published.publishedAt).toBeInstanceOf(Date);

    const refresh = recordingRefresh();
    const draft = await writeTo(
      t.db,
      updateTopic(await versionOf(id), topicInput(category.id, { body: "<p>Yeni metin.</p>", title: "Yeni başlık" }), {
        intent: "draft",
      }),
      { refresh },
    );
    expect(draft.ok).toBe(true);
    expect(refresh.tags).toEqual([]);
    const row = await t.db.topic.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ isActive: true, title: "Faydalı Model", body: "<p>İlk metin.</p>" });
    expect(row.draft).toMatchObject({ title: "Yeni başlık", body: "<p>Yeni metin.</p>" });
    expect((await findPublicTopic(category.id, "faydali-model"))?.title).toBe("Faydalı Model");

    // Publishing the working copy puts it on the site and clears it; the first publication's time stays.
    const publish = await writeTo(
      t.db,
      updateTopic(await versionOf(id), topicInput(category.id, { body: "<p>Yeni metin.</p>", title: "Yeni başlık" }), {
        intent: "publish",
      }),
    );
    expect(publish.ok).toBe(true);
    const after = await t.db.topic.findUniqueOrThrow({ where: { id } });
    expect(after).toMatchObject({ title: "Yeni başlık", draft: null, publishedAt: published.publishedAt });
    expect((await findPublicTopic(category.id, "faydali-model"))?.title).toBe("Yeni başlık");
  });

  it("a draft is kept as a save stores it (the body sanitized), and discarding it leaves the live version", async () => {
    const { category, id } = await publishedTopic();
    await written(
      t.db,
      updateTopic(
        await versionOf(id),
        topicInput(category.id, { body: '<p onclick="x()">Taslak<script>1</script></p>' }),
        {
          intent: "draft",
        },
      ),
    );
    const { draft } = await t.db.topic.findUniqueOrThrow({ where: { id } });
    expect((draft as { body: string }).body).toBe("<p>Taslak</p>");
    await written(t.db, discardDraft("topic", await versionOf(id)));
    expect(await t.db.topic.findUniqueOrThrow({ where: { id } })).toMatchObject({
      draft: null,
      body: "<p>İlk metin.</p>",
    });
  });

  it("unpublishing takes the topic off the site with the form's fields as its columns", async () => {
    const { category, id } = await publishedTopic();
    await written(
      t.db,
      updateTopic(await versionOf(id), topicInput(category.id, { title: "Geri çekildi" }), { intent: "unpublish" }),
    );
    expect(await t.db.topic.findUniqueOrThrow({ where: { id } })).toMatchObject({
      isActive: false,
      title: "Geri çekildi",
      draft: null,
    });
    expect(await findPublicTopic(category.id, "faydali-model")).toBeNull();
  });

  it("a draft of a topic not on the site writes its columns and leaves it off the site", async () => {
    const category = await insertCategory(t.db, "tr", "patent", { title: "Patent" });
    const created = await written(t.db, createTopic(topicInput(category.id), undefined, { intent: "draft" }));
    await written(
      t.db,
      updateTopic(await versionOf(created.value.id), topicInput(category.id, { title: "İkinci taslak" }), {
        intent: "draft",
      }),
    );
    expect(await t.db.topic.findUniqueOrThrow({ where: { id: created.value.id } })).toMatchObject({
      isActive: false,
      title: "İkinci taslak",
      draft: null,
    });
  });

  it("a write without an intent (the REST API) writes the live version, but not under a waiting working copy", async () => {
    const { category, id } = await publishedTopic();
    await written(t.db, updateTopic(await versionOf(id), topicInput(category.id, { title: "API" })));
    expect((await t.db.topic.findUniqueOrThrow({ where: { id } })).title).toBe("API");

    await written(
      t.db,
      updateTopic(await versionOf(id), topicInput(category.id, { title: "Taslak" }), { intent: "draft" }),
    );
    // Published later, the working copy would undo the API's change: refused until it is published or dropped.
    expect(await writeTo(t.db, updateTopic(await versionOf(id), topicInput(category.id, { title: "API 2" })))).toEqual({
      ok: false,
      error: "draftPending",
      fieldErrors: {},
    });
    const row = await t.db.topic.findUniqueOrThrow({ where: { id } });
    expect(row.title).toBe("API");
    expect(row.draft).toMatchObject({ title: "Taslak" });
  });
});

describe("revisions", () => {
  it("every save keeps a revision with who saved it, its kind and the fields that changed", async () => {
    const { category, id } = await publishedTopic();
    await written(
      t.db,
      updateTopic(await versionOf(id), topicInput(category.id, { title: "İkinci" }), { intent: "draft" }),
    );
    const revisions = await t.db.revision.findMany({
      where: { entity: "topic", entityId: id },
      orderBy: { id: "asc" },
    });
    expect(revisions.map((revision) => revision.kind)).toEqual(["published", "draft"]);
    expect(revisions[1]).toMatchObject({ actor: "system:test", languageCode: "tr" });
    // The meta title follows the title (it was the derived one).
    expect(revisions[1]!.changedFields).toEqual(["title", "metaTitle"]);
    expect(revisions[1]!.data).toMatchObject({ title: "İkinci", body: "<p>İlk metin.</p>" });
  });

  it("keeps an item's newest 50 draft revisions and every published one", async () => {
    const { category, id } = await publishedTopic();
    for (let index = 1; index <= 51; index++)
      await written(
        t.db,
        updateTopic(await versionOf(id), topicInput(category.id, { title: `Taslak ${index}` }), { intent: "draft" }),
      );
    const drafts = await t.db.revision.findMany({ where: { entityId: id, kind: "draft" }, orderBy: { id: "asc" } });
    expect(drafts).toHaveLength(50);
    expect((drafts[0]!.data as { title: string }).title).toBe("Taslak 2");
    expect(await t.db.revision.count({ where: { entityId: id, kind: "published" } })).toBe(1);
  });

  it("a refused save keeps no revision", async () => {
    const { category, id } = await publishedTopic();
    const stale = { id, updatedAt: new Date(0) };
    expect(await writeTo(t.db, updateTopic(stale, topicInput(category.id), { intent: "draft" }))).toMatchObject({
      ok: false,
      error: "conflict",
    });
    expect(await t.db.revision.count({ where: { entityId: id } })).toBe(1);
  });
});
