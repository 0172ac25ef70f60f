import { describe, expect, it, vi } from "vitest";
import { createTopic, updateTopic } from "@/lib/topics/mutations";
import { findPublicMember, findReviewsDue } from "@/lib/topics/review-queries";
import { insertCategory } from "../helpers/fixtures";
import { contentTestDatabase } from "../helpers/test-database";
import { writeTo, written } from "../helpers/write";

const t = contentTestDatabase(["tr", "en"]);

// The public reads use the app's shared client: here, the client of this file's schema.
vi.mock("@/lib/db", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/db")>()),
  db: new Proxy({}, { get: (_target, property) => Reflect.get(t.db, property, t.db) }),
}));

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

/** A team member on the site (published now), unless the overrides say otherwise. */
const member = (languageCode: string, name: string, overrides: Record<string, unknown> = {}) =>
  t.db.teamMember.create({
    data: { languageCode, name, title: "Avukat", shortDescription: "Hukuk", publishedAt: new Date(), ...overrides },
  });

const topicInput = (categoryId: number, overrides: Record<string, unknown> = {}) => ({
  languageCode: "tr",
  categoryId,
  title: "Faydalı Model",
  slug: `faydali-model-${Math.random().toString(36).slice(2, 8)}`,
  body: "<p>Metin.</p>",
  ...overrides,
});

async function category() {
  return insertCategory(t.db, "tr", `patent-${Math.random().toString(36).slice(2, 8)}`, { title: "Patent" });
}

describe("a topic's legal review on the write path", () => {
  it("stores the reviewer, the day and the interval; the interval defaults to 12 months", async () => {
    const { id: categoryId } = await category();
    const reviewer = await member("tr", "Av. Ayşe Demir");
    const reviewedAt = "2026-03-01T21:00:00.000Z";
    const created = await written(
      t.db,
      createTopic(topicInput(categoryId, { reviewedById: reviewer.id, reviewedAt, reviewIntervalMonths: 6 })),
    );
    const row = await t.db.topic.findUniqueOrThrow({ where: { id: created.value.id } });
    expect(row).toMatchObject({ reviewedById: reviewer.id, reviewedAt: new Date(reviewedAt), reviewIntervalMonths: 6 });

    const plain = await written(t.db, createTopic(topicInput(categoryId)));
    expect(await t.db.topic.findUniqueOrThrow({ where: { id: plain.value.id } })).toMatchObject({
      reviewedById: null,
      reviewedAt: null,
      reviewIntervalMonths: 12,
    });
  });

  it("an edit that leaves the review fields out (a client older than them) keeps the review; null clears it", async () => {
    const { id: categoryId } = await category();
    const reviewer = await member("tr", "Av. Ayşe Demir");
    const reviewedAt = "2026-03-01T21:00:00.000Z";
    const input = topicInput(categoryId);
    const created = await written(
      t.db,
      createTopic({ ...input, reviewedById: reviewer.id, reviewedAt, reviewIntervalMonths: 6 }),
    );
    const id = created.value.id;
    const version = async () => ({ id, updatedAt: (await t.db.topic.findUniqueOrThrow({ where: { id } })).updatedAt });
    await written(t.db, updateTopic(await version(), { ...input, title: "Yeni başlık" }));
    expect(await t.db.topic.findUniqueOrThrow({ where: { id } })).toMatchObject({
      title: "Yeni başlık",
      reviewedById: reviewer.id,
      reviewedAt: new Date(reviewedAt),
      reviewIntervalMonths: 6,
    });
    await written(t.db, updateTopic(await version(), { ...input, reviewedById: null, reviewedAt: null }));
    expect(await t.db.topic.findUniqueOrThrow({ where: { id } })).toMatchObject({
      reviewedById: null,
      reviewedAt: null,
    });
  });

  it("takes a reviewer of another language", async () => {
    const { id: categoryId } = await category();
    const english = await member("en", "Jane Smith");
    const result = await writeTo(t.db, createTopic(topicInput(categoryId, { reviewedById: english.id })));
    expect(result.ok).toBe(true);
  });

  it("refuses a reviewer who is no team member, on create and on edit (a draft too), and writes nothing", async () => {
    const { id: categoryId } = await category();
    const before = await t.db.topic.count();
    const created = await writeTo(t.db, createTopic(topicInput(categoryId, { reviewedById: 999_999 })));
    expect(created).toEqual({ ok: false, error: "invalid", fieldErrors: { reviewedById: "reviewerUnknown" } });
    expect(await t.db.topic.count()).toBe(before);

    const saved = await written(t.db, createTopic(topicInput(categoryId), undefined, { intent: "publish" }));
    const row = await t.db.topic.findUniqueOrThrow({ where: { id: saved.value.id } });
    for (const intent of ["draft", "publish"] as const) {
      const edited = await writeTo(
        t.db,
        updateTopic(row, topicInput(categoryId, { slug: row.slug, reviewedById: 999_999 }), { intent }),
      );
      expect(edited).toEqual({ ok: false, error: "invalid", fieldErrors: { reviewedById: "reviewerUnknown" } });
    }
    expect(await t.db.topic.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ draft: null });
  });

  it("stores an author of any language, refuses one who is no team member, and keeps the author when an edit leaves it out", async () => {
    const { id: categoryId } = await category();
    const author = await member("en", "Jane Author");
    const saved = await written(t.db, createTopic(topicInput(categoryId, { authorId: author.id })));
    const row = await t.db.topic.findUniqueOrThrow({ where: { id: saved.value.id } });
    expect(row.authorId).toBe(author.id);

    const refused = await writeTo(t.db, createTopic(topicInput(categoryId, { authorId: 999_999 })));
    expect(refused).toEqual({ ok: false, error: "invalid", fieldErrors: { authorId: "authorUnknown" } });
    const edited = await writeTo(
      t.db,
      updateTopic(row, topicInput(categoryId, { slug: row.slug, authorId: 999_999 }), { intent: "publish" }),
    );
    expect(edited).toEqual({ ok: false, error: "invalid", fieldErrors: { authorId: "authorUnknown" } });

    // An edit naming no author at all (a client written before authors) leaves it as it is.
    await written(
      t.db,
      updateTopic(row, topicInput(categoryId, { slug: row.slug, title: "Yeni başlık" }), { intent: "publish" }),
    );
    expect(await t.db.topic.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
      title: "Yeni başlık",
      authorId: author.id,
    });
    // Gone with the member: the article stays, without an author.
    await t.db.teamMember.delete({ where: { id: author.id } });
    expect((await t.db.topic.findUniqueOrThrow({ where: { id: row.id } })).authorId).toBeNull();
  });

  it("takes an interval of 1 to 60 months and refuses 0 and 61", async () => {
    const { id: categoryId } = await category();
    for (const months of [0, 61, 1.5]) {
      const result = await writeTo(t.db, createTopic(topicInput(categoryId, { reviewIntervalMonths: months })));
      expect(result).toMatchObject({
        ok: false,
        error: "invalid",
        fieldErrors: { reviewIntervalMonths: "reviewIntervalInvalid" },
      });
    }
    for (const months of [1, 60]) {
      const result = await written(t.db, createTopic(topicInput(categoryId, { reviewIntervalMonths: months })));
      expect((await t.db.topic.findUniqueOrThrow({ where: { id: result.value.id } })).reviewIntervalMonths).toBe(
        months,
      );
    }
  });

  it("refuses a review day in the future or one that is no date", async () => {
    const { id: categoryId } = await category();
    const tomorrow = new Date(Date.now() + DAY).toISOString();
    expect(await writeTo(t.db, createTopic(topicInput(categoryId, { reviewedAt: tomorrow })))).toMatchObject({
      fieldErrors: { reviewedAt: "reviewDateInFuture" },
    });
    expect(await writeTo(t.db, createTopic(topicInput(categoryId, { reviewedAt: "2026-02-30" })))).toMatchObject({
      fieldErrors: { reviewedAt: "reviewDateInvalid" },
    });
  });

  it("keeps the review in a published topic's working copy until it is published", async () => {
    const { id: categoryId } = await category();
    const reviewer = await member("tr", "Av. Mehmet Kaya");
    const saved = await written(t.db, createTopic(topicInput(categoryId), undefined, { intent: "publish" }));
    const row = await t.db.topic.findUniqueOrThrow({ where: { id: saved.value.id } });
    const review = { reviewedById: reviewer.id, reviewedAt: "2026-01-14T21:00:00.000Z", reviewIntervalMonths: 24 };
    await written(t.db, updateTopic(row, topicInput(categoryId, { slug: row.slug, ...review }), { intent: "draft" }));
    const drafted = await t.db.topic.findUniqueOrThrow({ where: { id: row.id } });
    expect(drafted).toMatchObject({ reviewedById: null, reviewIntervalMonths: 12 });
    expect(drafted.draft).toMatchObject(review);
  });

  it("records the note of a publication without a review on the published revision", async () => {
    const { id: categoryId } = await category();
    const saved = await written(
      t.db,
      createTopic(topicInput(categoryId), undefined, { intent: "publish", note: "withoutReview" }),
    );
    const revisions = await t.db.revision.findMany({ where: { entity: "topic", entityId: saved.value.id } });
    expect(revisions).toMatchObject([{ kind: "published", note: "withoutReview" }]);
  });
});

describe("the reviews the dashboard lists", () => {
  it("lists published topics overdue, due within 30 days or never reviewed (due since published), oldest due first; not a recent review nor a draft", async () => {
    const { id: categoryId } = await category();
    const reviewer = await member("tr", "Av. Zeynep Ak");
    const save = async (title: string, reviewedAt: Date | null, intent: "publish" | "draft" = "publish") =>
      (
        await written(
          t.db,
          createTopic(
            topicInput(categoryId, {
              title,
              reviewedById: reviewedAt && reviewer.id,
              reviewedAt,
              reviewIntervalMonths: 12,
            }),
            undefined,
            { intent },
          ),
        )
      ).value.id;
    const overdue = await save("Gecikmiş", daysAgo(396)); // about 13 months ago
    const recent = await save("Yeni incelendi", daysAgo(30));
    const soon = await save("Yakında", daysAgo(350)); // due in about 15 days
    const later = await save("Daha sonra", daysAgo(300)); // due in about 65 days
    const never = await save("Hiç incelenmedi", null);
    const draft = await save("Taslak", daysAgo(500), "draft");

    const listed = await findReviewsDue(new Date(), t.db);
    const ids = listed.map((review) => review.id);
    expect(ids.filter((id) => [overdue, recent, soon, later, never, draft].includes(id))).toEqual([
      overdue,
      never,
      soon,
    ]);
    const byId = new Map(listed.map((review) => [review.id, review]));
    const neverRow = await t.db.topic.findUniqueOrThrow({ where: { id: never } });
    expect(byId.get(never)).toMatchObject({
      title: "Hiç incelenmedi",
      dueAt: neverRow.publishedAt,
      reviewed: false,
      overdue: true,
    });
    expect(byId.get(overdue)).toMatchObject({ reviewed: true, overdue: true, languageCode: "tr" });
    expect(byId.get(soon)?.overdue).toBe(false);
    // Twelve calendar months after the review day, in the firm's calendar.
    const overdueRow = await t.db.topic.findUniqueOrThrow({ where: { id: overdue } });
    const due = byId.get(overdue)!.dueAt;
    expect(due.getTime() - overdueRow.reviewedAt!.getTime()).toBeGreaterThanOrEqual(365 * DAY);
    expect(due.getTime() - overdueRow.reviewedAt!.getTime()).toBeLessThanOrEqual(366 * DAY);
  });
});

describe("the reviewer as a public page names them", () => {
  it("links the reviewer's active version in the page's language, else shows their own name unlinked", async () => {
    const turkish = await member("tr", "Av. Elif Şahin", {
      translationKey: `elif-${Date.now()}`,
      image: "/media/7/k/elif.jpg",
    });
    const english = await member("en", "Elif Sahin, Attorney", {
      translationKey: turkish.translationKey,
      title: "Attorney",
      image: "/media/8/k/elif-en.jpg",
    });
    const alone = await member("tr", "Av. Can Yurt");
    // Each shown with the job title and photo of the version named.
    const elif = { title: "Avukat", image: "/media/7/k/elif.jpg" };
    const can = { title: "Avukat", image: "" };

    expect(await findPublicMember(turkish.id, "tr")).toEqual({
      name: "Av. Elif Şahin",
      ...elif,
      memberId: turkish.id,
    });
    expect(await findPublicMember(turkish.id, "en")).toEqual({
      name: "Elif Sahin, Attorney",
      title: "Attorney",
      image: "/media/8/k/elif-en.jpg",
      memberId: english.id,
    });
    expect(await findPublicMember(alone.id, "en")).toEqual({ name: "Av. Can Yurt", ...can, memberId: null });
    await t.db.teamMember.update({ where: { id: english.id }, data: { isActive: false } });
    expect(await findPublicMember(turkish.id, "en")).toEqual({ name: "Av. Elif Şahin", ...elif, memberId: null });
    await t.db.teamMember.update({ where: { id: alone.id }, data: { isActive: false } });
    expect(await findPublicMember(alone.id, "tr")).toEqual({ name: "Av. Can Yurt", ...can, memberId: null });
  });

  it("never names a member who is still a draft (never published)", async () => {
    const draft = await member("tr", "Av. Taslak Kişi", { isActive: false, publishedAt: null });
    expect(await findPublicMember(draft.id, "tr")).toBeNull();
    expect(await findPublicMember(draft.id, "en")).toBeNull();
  });
});
