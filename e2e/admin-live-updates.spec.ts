import { expect, test } from "@playwright/test";
import { createCategory, deleteCategory } from "@/lib/categories/mutations";
import { createTopic, updateTopic } from "@/lib/topics/mutations";
import { createPrismaClient } from "@/lib/db";
import { paths } from "@/lib/site/paths";
import { deleteInAdmin, e2eDatabaseUrl, formReady, publishWithoutReview, runId, signedInAdmin } from "./admin-helpers";
import { followingLiveEvents, markDocument, stillSameDocument, writeElsewhere, writtenElsewhere } from "./live";

/**
 * Live updates of open pages: a visitor reading a category or topic sees an edit within
 * seconds, whoever made it (the admin of this server, or another process through the database's
 * notification), and a clear notice when it is deleted, without reloading.
 */
test.describe.configure({ mode: "serial" });

const RUN = runId();
const CATEGORY = { title: `Canlı Kategori ${RUN}`, slug: `canli-kategori-${RUN}` };
const TOPIC = { title: `Canlı Konu ${RUN}`, slug: `canli-konu-${RUN}` };
let categoryId = 0;
let topicId = 0;
const topicPath = paths.topic(CATEGORY.slug, TOPIC.slug);
/** Seconds, not the 2 s of maintenance: a content edit re-renders the page after the event. */
const WITHIN = { timeout: 5000 };

test.beforeAll(async () => {
  const category = await writtenElsewhere(createCategory({ languageCode: "tr", ...CATEGORY }));
  categoryId = Number(category.id);
  const topic = await writtenElsewhere(
    createTopic({ languageCode: "tr", categoryId, ...TOPIC, body: "<p>İlk sürüm.</p>" }),
  );
  topicId = Number(topic.id);
});

test.afterAll(async () => {
  await writeElsewhere(deleteCategory(categoryId));
});

/** The topic row as it is now (its version, for an edit). */
async function currentTopic() {
  const db = createPrismaClient(e2eDatabaseUrl());
  try {
    return await db.topic.findUniqueOrThrow({ where: { id: topicId } });
  } finally {
    await db.$disconnect();
  }
}

test("a topic edited by another process shows on the open page within seconds, without reloading, and to a fresh request", async ({
  page,
  request,
}) => {
  await page.goto(topicPath);
  await expect(page.getByTestId("topic-body")).toHaveText("İlk sürüm.");
  await followingLiveEvents(page);
  await markDocument(page);

  const topic = await currentTopic();
  await writtenElsewhere(updateTopic(topic, { ...topic, body: "<p>İkinci sürüm, başka bir süreçten.</p>" }));
  await expect(page.getByTestId("topic-body")).toHaveText("İkinci sürüm, başka bir süreçten.", WITHIN);
  expect(await stillSameDocument(page)).toBe(true);
  // The server expired the page's cache entry when it heard of the change: no stale copy is served.
  expect(await (await request.get(topicPath)).text()).toContain("İkinci sürüm, başka bir süreçten.");
});

test("a topic edited in the admin shows on the open page and in its category's list", async ({
  page,
  browser,
  baseURL,
}) => {
  const listing = await browser.newPage({ baseURL });
  await listing.goto(paths.category(CATEGORY.slug));
  await page.goto(topicPath);
  await followingLiveEvents(page);
  await followingLiveEvents(listing);
  await markDocument(page);

  const admin = await signedInAdmin(browser, baseURL);
  await admin.goto(`/admin/contents/${topicId}`);
  await formReady(admin);
  await admin.getByLabel("Başlık *").fill(`${TOPIC.title} (güncel)`);
  await admin.getByRole("button", { name: "Değişiklikleri yayınla" }).click();
  await publishWithoutReview(admin);
  await expect(admin).toHaveURL(/\/admin\/contents\?lang=tr&saved=\d+&as=publish$/);

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${TOPIC.title} (güncel)`, WITHIN);
  await expect(listing.getByRole("link", { name: new RegExp(`${TOPIC.title} \\(güncel\\)`) }).first()).toBeVisible(
    WITHIN,
  );
  expect(await stillSameDocument(page)).toBe(true);
  await listing.close();
  await admin.context().close();
});

test("a topic deleted while it is read says so, and keeps the text on screen", async ({ page, browser, baseURL }) => {
  await page.goto(topicPath);
  await followingLiveEvents(page);
  const admin = await signedInAdmin(browser, baseURL);
  await deleteInAdmin(admin, "contents", "tr", RUN);
  await admin.context().close();

  await expect(page.getByRole("alert").filter({ hasText: "Bu içerik yayından kaldırıldı." })).toBeVisible(WITHIN);
  await expect(page.getByTestId("topic-body")).toHaveText("İkinci sürüm, başka bir süreçten.");
  await page.getByRole("link", { name: "Ana sayfaya dön" }).click();
  await expect(page).toHaveURL(/\/$/);
  // A fresh visit is the 404 it now is.
  expect((await page.goto(topicPath))?.status()).toBe(404);
});
