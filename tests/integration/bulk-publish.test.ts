import { describe, expect, it } from "vitest";
import { createCategory } from "@/lib/categories/mutations";
import { bulkIds, publishEach } from "@/lib/publishing/bulk";
import { createTeamMember } from "@/lib/team-members/mutations";
import { createTopic, updateTopic } from "@/lib/topics/mutations";
import { insertCategory } from "../helpers/fixtures";
import { contentTestDatabase } from "../helpers/test-database";
import { writeTo, written } from "../helpers/write";

const t = contentTestDatabase(["tr", "en"]);

const run = (operation: Parameters<Parameters<typeof publishEach>[2]>[0]) => writeTo(t.db, operation);

const topicInput = (categoryId: number, slug: string, overrides: Record<string, unknown> = {}) => ({
  languageCode: "tr",
  categoryId,
  title: `Konu ${slug}`,
  slug,
  body: "<p>Metin.</p>",
  isActive: true,
  ...overrides,
});

async function draftTopic(categoryId: number, slug: string, overrides: Record<string, unknown> = {}) {
  const created = await written(
    t.db,
    createTopic(topicInput(categoryId, slug, overrides), undefined, { intent: "draft" }),
  );
  return created.value.id;
}

const publishedRevisions = (entity: string, entityId: number) =>
  t.db.revision.findMany({ where: { entity, entityId, kind: "published" } });

describe("publishing several items at once", () => {
  it("publishes three draft topics, each with one published revision; one without a review is noted so", async () => {
    const category = await insertCategory(t.db, "tr", "patent", { isActive: true });
    const reviewer = await written(
      t.db,
      createTeamMember({ languageCode: "tr", name: "Av. İnceleyen", title: "Avukat", shortDescription: "K" }),
    );
    const unreviewed = [await draftTopic(category.id, "bir"), await draftTopic(category.id, "iki")];
    const reviewed = await draftTopic(category.id, "uc", {
      reviewedById: reviewer.value.id,
      reviewedAt: new Date("2026-01-05T00:00:00Z"),
    });

    const outcome = await publishEach("topic", [...unreviewed, reviewed], run);

    expect(outcome).toEqual({ published: [...unreviewed, reviewed], skipped: [], refused: [] });
    for (const id of [...unreviewed, reviewed]) {
      expect(await t.db.topic.findUniqueOrThrow({ where: { id } })).toMatchObject({ isActive: true, draft: null });
      const revisions = await publishedRevisions("topic", id);
      expect(revisions).toHaveLength(1);
      expect(revisions[0]!.note).toBe(id === reviewed ? "" : "withoutReview");
    }
  });

  it("publishes a draft category and a draft team member the same way", async () => {
    const category = await written(
      t.db,
      createCategory({ languageCode: "tr", title: "Marka", slug: "marka-toplu", isActive: true }, undefined, {
        intent: "draft",
      }),
    );
    const member = await written(
      t.db,
      createTeamMember(
        {
          languageCode: "tr",
          name: "Av. Taslak",
          title: "Avukat",
          shortDescription: "K",
          socialMedia: { linkedin: "https://www.linkedin.com/in/taslak" },
        },
        undefined,
        { intent: "draft" },
      ),
    );

    expect((await publishEach("category", [category.value.id], run)).published).toEqual([category.value.id]);
    expect((await publishEach("teamMember", [member.value.id], run)).published).toEqual([member.value.id]);
    expect(await t.db.category.findUniqueOrThrow({ where: { id: category.value.id } })).toMatchObject({
      isActive: true,
    });
    expect(await t.db.teamMember.findUniqueOrThrow({ where: { id: member.value.id } })).toMatchObject({
      isActive: true,
      linkedin: "https://www.linkedin.com/in/taslak",
    });
    expect(await publishedRevisions("teamMember", member.value.id)).toHaveLength(1);
  });

  it("publishes a published topic's working copy; one already live with nothing waiting is skipped", async () => {
    const category = await insertCategory(t.db, "tr", "tasarim", { isActive: true });
    const changed = await written(
      t.db,
      createTopic(topicInput(category.id, "degisen"), undefined, { intent: "publish" }),
    );
    const unchanged = await written(
      t.db,
      createTopic(topicInput(category.id, "ayni"), undefined, { intent: "publish" }),
    );
    const row = await t.db.topic.findUniqueOrThrow({ where: { id: changed.value.id } });
    await written(
      t.db,
      updateTopic(row, topicInput(category.id, "degisen", { body: "<p>Taslak metin.</p>" }), { intent: "draft" }),
    );
    expect(await t.db.topic.findUniqueOrThrow({ where: { id: changed.value.id } })).toMatchObject({
      body: "<p>Metin.</p>",
    });

    const outcome = await publishEach("topic", [changed.value.id, unchanged.value.id], run);

    expect(outcome).toEqual({ published: [changed.value.id], skipped: [unchanged.value.id], refused: [] });
    expect(await t.db.topic.findUniqueOrThrow({ where: { id: changed.value.id } })).toMatchObject({
      body: "<p>Taslak metin.</p>",
      isActive: true,
      draft: null,
    });
    expect(await publishedRevisions("topic", changed.value.id)).toHaveLength(2);
    expect(await publishedRevisions("topic", unchanged.value.id)).toHaveLength(1);
  });

  it("reports a topic whose category is not on the site, and still publishes the others", async () => {
    const live = await insertCategory(t.db, "tr", "telif", { isActive: true });
    const hidden = await insertCategory(t.db, "tr", "gizli", { isActive: false });
    const first = await draftTopic(live.id, "ilk");
    const refused = await draftTopic(hidden.id, "reddedilen");
    const last = await draftTopic(live.id, "son");

    const outcome = await publishEach("topic", [first, refused, last], run);

    expect(outcome).toEqual({
      published: [first, last],
      skipped: [],
      refused: [{ id: refused, reason: "categoryInactive" }],
    });
    expect(await t.db.topic.findUniqueOrThrow({ where: { id: refused } })).toMatchObject({ isActive: false });
    expect(await publishedRevisions("topic", refused)).toHaveLength(0);
    expect(await t.db.category.findUniqueOrThrow({ where: { id: hidden.id } })).toMatchObject({ isActive: false });
  });

  it("refuses a list of ids over the cap, an empty one and one that is not ids", () => {
    const ids = (count: number) => Array.from({ length: count }, (_, index) => index + 1).join(",");
    expect(bulkIds(ids(200))).toHaveLength(200);
    expect(bulkIds(ids(201))).toBe("tooMany");
    expect(bulkIds("")).toBe("nothingSelected");
    expect(bulkIds("3,x")).toBe("invalid");
    expect(bulkIds("3,0")).toBe("invalid");
    expect(bulkIds("3,99999999999")).toBe("invalid");
  });
});
