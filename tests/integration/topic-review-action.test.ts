import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { databaseForAdminActions, formData, signInToCookies } from "../helpers/admin-action";
import { insertCategory } from "../helpers/fixtures";
import type { TestDatabase } from "../helpers/test-database";

/**
 * The topic form's "İncelemesiz yayınla": the action notes the published revision "withoutReview"
 * only when the form publishes with no review recorded. The request's cookies are stood in for.
 */
vi.mock("next/headers", async () => (await import("../helpers/next-request")).nextHeaders);
vi.mock("next/cache", () => ({ updateTag: vi.fn(), revalidateTag: vi.fn() }));
vi.mock("next/navigation", async () => (await import("../helpers/next-request")).nextNavigation);

const SECRET = "topic-review-action-secret-topic-review";
const EMAIL = "reviewer-test@example.com";
let t: TestDatabase;
let categoryId: number;
let reviewerId: number;

beforeAll(async () => {
  t = await databaseForAdminActions({ email: EMAIL, secret: SECRET });
  categoryId = (await insertCategory(t.db, "tr", "patent", { isActive: true })).id;
  reviewerId = (
    await t.db.teamMember.create({
      data: { languageCode: "tr", name: "Av. Ayşe Demir", title: "Avukat", shortDescription: "Patent" },
    })
  ).id;
  await signInToCookies(t.db, { email: EMAIL, secret: SECRET, loginAt: Date.now() - 60_000 });
});
afterAll(() => t.drop());

const topicForm = (slug: string, extra: Record<string, string>) =>
  formData({
    languageCode: "tr",
    categoryId: String(categoryId),
    title: `Konu ${slug}`,
    slug,
    body: "<p>Metin.</p>",
    reviewIntervalMonths: "12",
    ...extra,
  });

/** Saves the form; the action redirects on success. */
async function save(data: FormData) {
  const { saveTopicAction } = await import("@/lib/topics/actions");
  await expect(saveTopicAction({ status: "idle" }, data)).rejects.toThrow(/^redirect:/);
  const { id } = await t.db.topic.findFirstOrThrow({ where: { slug: String(data.get("slug")) } });
  return t.db.revision.findMany({ where: { entity: "topic", entityId: id }, orderBy: { id: "asc" } });
}

describe("publishing a topic from its form", () => {
  it("notes 'withoutReview' when published without a review after the question", async () => {
    const revisions = await save(topicForm("incelemesiz", { intent: "publish", withoutReview: "on" }));
    expect(revisions).toMatchObject([{ kind: "published", note: "withoutReview" }]);
  });

  it("notes nothing when a review is recorded, or when only a draft is saved", async () => {
    const reviewed = await save(
      topicForm("incelenmis", {
        intent: "publish",
        withoutReview: "on",
        reviewedById: String(reviewerId),
        reviewedAt: "2026-01-15",
      }),
    );
    expect(reviewed).toMatchObject([{ kind: "published", note: "" }]);
    const draft = await save(topicForm("taslak", { intent: "draft", withoutReview: "on" }));
    expect(draft).toMatchObject([{ kind: "draft", note: "" }]);
  });

  it("stores the form's review day as the start of that day in Bursa", async () => {
    await save(topicForm("gunlu", { intent: "publish", reviewedById: String(reviewerId), reviewedAt: "2026-01-15" }));
    const row = await t.db.topic.findFirstOrThrow({ where: { slug: "gunlu" } });
    expect(row.reviewedAt?.toISOString()).toBe("2026-01-14T21:00:00.000Z");
  });
});
