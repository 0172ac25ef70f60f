import { encode } from "next-auth/jwt";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { endAdminSession } from "@/lib/auth/admin-sessions";
import { SESSION_MAX_AGE_MS } from "@/lib/auth/session-expiry";
import { databaseForAdminActions, formData, signInToCookies } from "../helpers/admin-action";
import { insertCategory, insertLanguage, insertTopic } from "../helpers/fixtures";
import { requestCookies } from "../helpers/next-request";
import type { TestDatabase } from "../helpers/test-database";

/**
 * Every admin server action, called as a browser would but without a session or with an expired
 * one, is refused and changes nothing. The request's cookies are the only thing stood in for.
 */
vi.mock("next/headers", async () => (await import("../helpers/next-request")).nextHeaders);
const { updateTag } = vi.hoisted(() => ({ updateTag: vi.fn() }));
vi.mock("next/cache", () => ({ updateTag, revalidateTag: vi.fn() }));
vi.mock("next/navigation", async () => (await import("../helpers/next-request")).nextNavigation);

const SECRET = "authorization-test-secret-authorization-test";
const EMAIL = "owner@example.com";
let t: TestDatabase;
let categoryId: number;
let topicId: number;
let englishCategoryId: number;
let pairedCategoryId: number;

beforeAll(async () => {
  t = await databaseForAdminActions({ email: EMAIL, secret: SECRET });
  const category = await insertCategory(t.db, "tr", "patent");
  categoryId = category.id;
  topicId = (await insertTopic(t.db, category, "mevcut")).id;
  await insertLanguage(t.db, "en", { order: 2 });
  englishCategoryId = (await insertCategory(t.db, "en", "patents")).id;
  await insertCategory(t.db, "tr", "marka", { translationKey: "pair" });
  pairedCategoryId = (await insertCategory(t.db, "en", "trademark", { translationKey: "pair" })).id;
});
afterAll(() => t.drop());
beforeEach(() => {
  requestCookies.clear();
  updateTag.mockClear();
});

/** Signs the administrator in, at `loginAt`, for the actions called next. */
const signIn = (loginAt: number) => signInToCookies(t.db, { email: EMAIL, secret: SECRET, loginAt });

/** Everything the actions could write: the rows and the change records (a refused write leaves none). */
const snapshot = async () =>
  JSON.stringify([
    await t.db.category.findMany({ orderBy: { id: "asc" } }),
    await t.db.topic.findMany({ orderBy: { id: "asc" } }),
    await t.db.change.findMany({ orderBy: { id: "asc" } }),
  ]);

async function callEveryAction() {
  const { saveCategoryAction, deleteCategoryAction } = await import("@/lib/categories/actions");
  const { saveTopicAction, deleteTopicAction } = await import("@/lib/topics/actions");
  const { linkCounterpartAction, unlinkCounterpartAction, createMissingVersionAction } =
    await import("@/lib/counterparts/actions");
  const { reorderCategoriesAction } = await import("@/lib/categories/actions");
  const { reorderTopicsAction } = await import("@/lib/topics/actions");
  const create = formData({ languageCode: "tr", title: "Yeni", slug: "yeni", order: "1", isActive: "on" });
  const update = formData({
    id: String(categoryId),
    updatedAt: "0",
    languageCode: "tr",
    title: "Değişti",
    slug: "patent",
    order: "1",
  });
  const topic = {
    languageCode: "tr",
    categoryId: String(categoryId),
    title: "Konu",
    slug: "konu",
    body: "<p>x</p>",
    order: "1",
  };
  return [
    await saveCategoryAction({ status: "idle" }, create),
    await saveCategoryAction({ status: "idle" }, update),
    await deleteCategoryAction({ status: "idle" }, formData({ id: String(categoryId) })),
    await saveTopicAction({ status: "idle" }, formData(topic)),
    await saveTopicAction({ status: "idle" }, formData({ ...topic, id: String(topicId), updatedAt: "0" })),
    await deleteTopicAction({ status: "idle" }, formData({ id: String(topicId) })),
    await saveCategoryAction(
      { status: "idle" },
      formData({ ...Object.fromEntries(create), slug: "ceviri", translationOf: String(englishCategoryId) }),
    ),
    await linkCounterpartAction(
      { status: "idle" },
      formData({ entity: "category", id: String(categoryId), otherId: String(englishCategoryId) }),
    ),
    await unlinkCounterpartAction(
      { status: "idle" },
      formData({ entity: "category", id: String(categoryId), counterpartId: String(pairedCategoryId) }),
    ),
    await createMissingVersionAction(
      { status: "idle" },
      formData({ entity: "topic", sourceId: String(topicId), languageCode: "en" }),
    ),
    await reorderCategoriesAction("en", [englishCategoryId, pairedCategoryId], [pairedCategoryId, englishCategoryId]),
    await reorderTopicsAction(categoryId, [topicId], [topicId]),
  ];
}

describe("admin server actions", () => {
  it("refuse an anonymous call and change nothing", async () => {
    const before = await snapshot();
    for (const result of await callEveryAction())
      expect(result).toMatchObject({ status: "error", error: "unauthorized" });
    expect(await snapshot()).toBe(before);
    expect(updateTag).not.toHaveBeenCalled();
  });

  it("refuse a session older than 24 hours and change nothing", async () => {
    await signIn(Date.now() - SESSION_MAX_AGE_MS - 1000);
    const before = await snapshot();
    for (const result of await callEveryAction())
      expect(result).toMatchObject({ status: "error", error: "unauthorized" });
    expect(await snapshot()).toBe(before);
    expect(updateTag).not.toHaveBeenCalled();
  });

  it("refuse a session ended by logout, even with its cookie still in hand", async () => {
    const sid = await signIn(Date.now() - 60_000);
    await endAdminSession(t.db, sid);
    const before = await snapshot();
    for (const result of await callEveryAction())
      expect(result).toMatchObject({ status: "error", error: "unauthorized" });
    expect(await snapshot()).toBe(before);
    expect(updateTag).not.toHaveBeenCalled();
  });

  it("refuse a token that names no session the server holds", async () => {
    requestCookies.set(
      "next-auth.session-token",
      await encode({ token: { email: EMAIL, loginAt: Date.now(), sid: "made-up" }, secret: SECRET }),
    );
    const before = await snapshot();
    for (const result of await callEveryAction())
      expect(result).toMatchObject({ status: "error", error: "unauthorized" });
    expect(await snapshot()).toBe(before);
    expect(updateTag).not.toHaveBeenCalled();
  });

  it("refuse a token signed with another secret", async () => {
    requestCookies.set(
      "next-auth.session-token",
      await encode({ token: { email: EMAIL, loginAt: Date.now() }, secret: "another-secret-another-secret-another" }),
    );
    const before = await snapshot();
    for (const result of await callEveryAction())
      expect(result).toMatchObject({ status: "error", error: "unauthorized" });
    expect(await snapshot()).toBe(before);
    expect(updateTag).not.toHaveBeenCalled();
  });

  it("accept a fresh session (the control: the same calls do act)", async () => {
    await signIn(Date.now() - 60_000);
    const { saveCategoryAction } = await import("@/lib/categories/actions");
    await expect(
      saveCategoryAction({ status: "idle" }, formData({ languageCode: "tr", title: "Yeni", slug: "yeni", order: "1" })),
    ).rejects.toThrow(/redirect:\/admin\/categories\?lang=tr&saved=\d+/);
    const created = await t.db.category.findUniqueOrThrow({
      where: { languageCode_slug: { languageCode: "tr", slug: "yeni" } },
    });
    // The write path recorded who wrote it and expired the tags it names, after the commit.
    const change = await t.db.change.findFirstOrThrow({ where: { entity: "category", entityId: String(created.id) } });
    expect(change).toMatchObject({
      action: "create",
      actor: `admin:${EMAIL}`,
      cacheRefreshed: true,
      languages: ["tr"],
      tags: ["menu:tr", `category:${created.id}`],
    });
    expect(updateTag.mock.calls.map(([tag]) => tag)).toEqual(change.tags);
    const { linkCounterpartAction } = await import("@/lib/counterparts/actions");
    await expect(
      linkCounterpartAction(
        { status: "idle" },
        formData({ entity: "category", id: String(categoryId), otherId: String(englishCategoryId), adminLang: "en" }),
      ),
    ).rejects.toThrow(`redirect:/en/admin/categories/${categoryId}?linked=1#counterparts-title`);
    expect((await t.db.category.findUniqueOrThrow({ where: { id: englishCategoryId } })).translationKey).toMatch(
      /^category:/,
    );
    // The coverage view's one click lands on the new version's edit form, to review it.
    const { createMissingVersionAction } = await import("@/lib/counterparts/actions");
    await expect(
      createMissingVersionAction(
        { status: "idle" },
        formData({ entity: "category", sourceId: String(created.id), languageCode: "en", adminLang: "en" }),
      ),
    ).rejects.toThrow(/^redirect:\/en\/admin\/categories\/\d+\?created=1$/);
    expect(
      await t.db.category.findUniqueOrThrow({ where: { languageCode_slug: { languageCode: "en", slug: "yeni" } } }),
    ).toMatchObject({ isActive: false, translationKey: expect.stringMatching(/^category:/) });
  });
});
