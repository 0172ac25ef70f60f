import { describe, expect, it, vi } from "vitest";
import { createCategory, deleteCategory, updateCategory } from "@/lib/categories/mutations";
import { findDeletedItems, findHistory } from "@/lib/revisions/queries";
import { pruneExpiredHistory } from "@/lib/revisions/prune";
import { restoreRevision } from "@/lib/revisions/restore";
import { undoDeletion } from "@/lib/revisions/undo-delete";
import { createTeamMember, deleteTeamMember } from "@/lib/team-members/mutations";
import { createTopic, deleteTopic, updateTopic } from "@/lib/topics/mutations";
import { contentTestDatabase } from "../helpers/test-database";
import { writeTo, written } from "../helpers/write";

const t = contentTestDatabase(["tr", "en"]);

// The admin's reads use the app's shared client: here, the client of this file's schema.
vi.mock("@/lib/db", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/db")>()),
  db: new Proxy({}, { get: (_target, property) => Reflect.get(t.db, property, t.db) }),
}));

const DAY = 24 * 60 * 60 * 1000;
const ACTOR = "system:test";

const topicInput = (categoryId: number, overrides: Record<string, unknown> = {}) => ({
  languageCode: "tr",
  categoryId,
  title: "Faydalı Model",
  slug: "faydali-model",
  body: "<p>İlk cümle burada.</p><p>İkinci paragraf.</p>",
  isActive: true,
  ...overrides,
});

const topicVersion = async (id: number) => ({
  id,
  updatedAt: (await t.db.topic.findUniqueOrThrow({ where: { id } })).updatedAt,
});

async function category(slug = "patent", intent: "publish" | "draft" = "publish") {
  const created = await written(
    t.db,
    createCategory({ languageCode: "tr", title: `Kategori ${slug}`, slug }, undefined, { intent }),
  );
  return created.value.id;
}

async function topic(categoryId: number, intent: "publish" | "draft", overrides: Record<string, unknown> = {}) {
  const created = await written(t.db, createTopic(topicInput(categoryId, overrides), undefined, { intent }));
  return created.value.id;
}

const revisionsOf = (entity: string, entityId: number) =>
  t.db.revision.findMany({ where: { entity, entityId }, orderBy: { id: "asc" } });

async function restore(entity: "topic", id: number, revisionId: number) {
  const revision = await t.db.revision.findUniqueOrThrow({ where: { id: revisionId } });
  return writeTo(t.db, restoreRevision({ entity, entityId: id, data: revision.data }, await topicVersion(id)));
}

describe("restoring a revision", () => {
  it("on a published topic, makes its working copy the revision's fields and leaves the live page", async () => {
    const categoryId = await category();
    const id = await topic(categoryId, "publish");
    await written(
      t.db,
      updateTopic(
        await topicVersion(id),
        topicInput(categoryId, { title: "Yeni başlık", body: "<p>Yeni cümle.</p>" }),
        {
          intent: "publish",
        },
      ),
    );
    await written(
      t.db,
      updateTopic(await topicVersion(id), topicInput(categoryId, { title: "Taslak başlık" }), { intent: "draft" }),
    );
    const [first] = await revisionsOf("topic", id);
    expect(first?.kind).toBe("published");

    expect((await restore("topic", id, first!.id)).ok).toBe(true);

    const row = await t.db.topic.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ isActive: true, title: "Yeni başlık", body: "<p>Yeni cümle.</p>" });
    expect(row.draft).toMatchObject({
      categoryId,
      section: "",
      title: "Faydalı Model",
      slug: "faydali-model",
      body: "<p>İlk cümle burada.</p><p>İkinci paragraf.</p>",
      keywords: [],
      metaTitle: "Faydalı Model | Bursa Patent",
      metaDescription: "",
    });
    const newest = (await findHistory("topic", id))[0];
    expect(newest).toMatchObject({ kind: "restored", actor: ACTOR });
    // Against the draft before it: the body was the same.
    expect(newest?.changedFields.sort()).toEqual(["metaTitle", "title"]);
  });

  it("on a topic not on the site, writes the revision's fields to its columns, still unpublished", async () => {
    const categoryId = await category();
    const id = await topic(categoryId, "draft");
    await written(
      t.db,
      updateTopic(await topicVersion(id), topicInput(categoryId, { title: "İkinci", slug: "ikinci" }), {
        intent: "draft",
      }),
    );
    const [first] = await revisionsOf("topic", id);
    expect((await restore("topic", id, first!.id)).ok).toBe(true);
    expect(await t.db.topic.findUniqueOrThrow({ where: { id } })).toMatchObject({
      isActive: false,
      draft: null,
      title: "Faydalı Model",
      slug: "faydali-model",
      body: "<p>İlk cümle burada.</p><p>İkinci paragraf.</p>",
    });
  });

  it("refuses a revision whose category was deleted since, naming the field and why", async () => {
    const gone = await category("eski");
    const kept = await category("yeni");
    const id = await topic(gone, "publish");
    await written(t.db, updateTopic(await topicVersion(id), topicInput(kept), { intent: "publish" }));
    await written(t.db, deleteCategory(gone));
    const [first] = await revisionsOf("topic", id);

    const result = await restore("topic", id, first!.id);

    expect(result).toEqual({ ok: false, error: "invalid", fieldErrors: { categoryId: "categoryGone" } });
    expect((await t.db.topic.findUniqueOrThrow({ where: { id } })).draft).toBeNull();
  });

  it("refuses a revision whose slug another topic of its category took since", async () => {
    const categoryId = await category();
    const id = await topic(categoryId, "publish");
    await written(
      t.db,
      updateTopic(await topicVersion(id), topicInput(categoryId, { slug: "yeni-adres" }), { intent: "publish" }),
    );
    await topic(categoryId, "draft", { title: "Başka", slug: "faydali-model" });
    const [first] = await revisionsOf("topic", id);

    const result = await restore("topic", id, first!.id);

    expect(result).toEqual({ ok: false, error: "invalid", fieldErrors: { slug: "slugTaken" } });
  });
});

const deletedRevisionOf = async (entity: string, entityId: number) => {
  const revision = await t.db.revision.findFirstOrThrow({ where: { entity, entityId, kind: "deleted" } });
  return { ...revision, entity: entity as "category" | "topic" | "teamMember" };
};

describe("deleting and bringing back", () => {
  it("a deleted category keeps its data and its topics'; undoing it recreates them unpublished with their keys and history", async () => {
    const categoryId = await category();
    const topicId = await topic(categoryId, "publish");
    const second = await topic(categoryId, "draft", { title: "Marka", slug: "marka" });
    await t.db.category.update({ where: { id: categoryId }, data: { translationKey: "category:ortak" } });

    await written(t.db, deleteCategory(categoryId));

    const deleted = await deletedRevisionOf("category", categoryId);
    expect(deleted).toMatchObject({ languageCode: "tr", actor: ACTOR });
    expect(deleted.data).toMatchObject({
      title: "Kategori patent",
      slug: "patent",
      isActive: true,
      translationKey: "category:ortak",
      topics: [
        { id: topicId, title: "Faydalı Model", slug: "faydali-model", isActive: true },
        { id: second, title: "Marka", slug: "marka", isActive: false },
      ],
    });
    expect((await findDeletedItems()).map((item) => item.id)).toEqual([deleted.id]);

    const undone = await writeTo(t.db, undoDeletion(deleted, ACTOR));
    if (!undone.ok) throw new Error(undone.error);

    const restored = await t.db.category.findUniqueOrThrow({
      where: { id: undone.value.id },
      include: { topics: { orderBy: { order: "asc" } } },
    });
    expect(restored).toMatchObject({ isActive: false, slug: "patent", translationKey: "category:ortak" });
    expect(restored.topics.map(({ title, slug, isActive }) => ({ title, slug, isActive }))).toEqual([
      { title: "Faydalı Model", slug: "faydali-model", isActive: false },
      { title: "Marka", slug: "marka", isActive: false },
    ]);
    expect((await findHistory("category", undone.value.id)).map((revision) => revision.kind)).toEqual([
      "restored",
      "deleted",
      "published",
    ]);
    const restoredTopic = restored.topics[0]!;
    expect((await findHistory("topic", restoredTopic.id)).map((revision) => revision.kind)).toEqual([
      "restored",
      "published",
    ]);
    expect(await findDeletedItems()).toEqual([]);
  });

  it("a deleted topic comes back as a draft; without its category it is refused", async () => {
    const categoryId = await category();
    const id = await topic(categoryId, "publish");
    await written(t.db, deleteTopic(id));
    const deleted = await deletedRevisionOf("topic", id);
    expect(deleted.data).toMatchObject({ categoryId, title: "Faydalı Model", isActive: true });

    const undone = await writeTo(t.db, undoDeletion(deleted, ACTOR));
    if (!undone.ok) throw new Error(undone.error);
    expect(await t.db.topic.findUniqueOrThrow({ where: { id: undone.value.id } })).toMatchObject({
      categoryId,
      isActive: false,
      body: "<p>İlk cümle burada.</p><p>İkinci paragraf.</p>",
    });

    await written(t.db, deleteTopic(undone.value.id));
    await written(t.db, deleteCategory(categoryId));
    const again = await t.db.revision.findFirstOrThrow({
      where: { entity: "topic", kind: "deleted" },
      orderBy: { id: "desc" },
    });
    const refused = await writeTo(t.db, undoDeletion({ ...again, entity: "topic" }, ACTOR));
    expect(refused).toEqual({ ok: false, error: "invalid", fieldErrors: { categoryId: "categoryGone" } });
  });

  it("a deleted team member comes back as a draft with its links", async () => {
    const created = await written(
      t.db,
      createTeamMember(
        {
          languageCode: "tr",
          name: "Ayşe Yılmaz",
          title: "Patent Vekili",
          shortDescription: "Kısa",
          socialMedia: { linkedin: "https://www.linkedin.com/in/ayse" },
        },
        undefined,
        { intent: "publish" },
      ),
    );
    await written(t.db, deleteTeamMember(created.value.id));
    const undone = await writeTo(t.db, undoDeletion(await deletedRevisionOf("teamMember", created.value.id), ACTOR));
    if (!undone.ok) throw new Error(undone.error);
    expect(await t.db.teamMember.findUniqueOrThrow({ where: { id: undone.value.id } })).toMatchObject({
      name: "Ayşe Yılmaz",
      isActive: false,
      linkedin: "https://www.linkedin.com/in/ayse",
    });
  });
});

describe("how long deleted items are kept", () => {
  async function deletedDaysAgo(slug: string, days: number, now: Date) {
    const categoryId = await category(slug);
    const topicId = await topic(categoryId, "publish", { slug: `${slug}-konu` });
    await written(
      t.db,
      updateCategory(
        { id: categoryId, updatedAt: (await t.db.category.findUniqueOrThrow({ where: { id: categoryId } })).updatedAt },
        { title: `Yeni ${slug}`, slug },
        { intent: "publish" },
      ),
    );
    await written(t.db, deleteCategory(categoryId));
    await t.db.revision.updateMany({
      where: { entity: "category", entityId: categoryId, kind: "deleted" },
      data: { createdAt: new Date(now.getTime() - days * DAY) },
    });
    return { categoryId, topicId };
  }

  it("lists items deleted 29 days ago, not 31; pruning forgets the 31-day one's revisions (its topics' too) and keeps the other's", async () => {
    const now = new Date();
    const old = await deletedDaysAgo("eski", 31, now);
    const recent = await deletedDaysAgo("yakin", 29, now);

    expect((await findDeletedItems(now)).map((item) => item.entityId)).toEqual([recent.categoryId]);

    const pruned = await pruneExpiredHistory(t.db, now);

    expect(pruned).toBe(4);
    expect(await revisionsOf("category", old.categoryId)).toEqual([]);
    expect(await revisionsOf("topic", old.topicId)).toEqual([]);
    expect((await revisionsOf("category", recent.categoryId)).map((revision) => revision.kind)).toEqual([
      "published",
      "published",
      "deleted",
    ]);
    expect(await revisionsOf("topic", recent.topicId)).toHaveLength(1);
  });
});
