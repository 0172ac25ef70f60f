import { expect, test } from "@playwright/test";
import {
  cleanUpRun,
  createCategoryInForm,
  createTopicInForm,
  runId,
  signedInAdmin,
  unpublishCategory,
} from "./admin-helpers";

/**
 * What the public site shows of data made in the admin: only active categories and topics, in the
 * order of their order field, the empty states, and at most four related topics. Its data is its
 * own (unique per run, deleted afterwards); it runs in the admin project because it adds Turkish
 * categories to the menu that the site project's tests read.
 */
test.describe.configure({ mode: "serial" });

const RUN = runId();
const NO_TOPICS = "Bu kategoride henüz içerik bulunmuyor";
const slugOf = (words: string) => `${words}-${RUN}`;

/** Six published topics, created in an order other than their order field's, plus a draft. */
const SORTED = { title: `Sıralama Kategorisi ${RUN}`, slug: slugOf("siralama-kategorisi"), order: 8 };
const TOPIC_ORDERS = [3, 1, 2, 6, 5, 4];
const topicTitle = (order: number) => `Sıra ${order} Konusu ${RUN}`;
const topicSlug = (order: number) => slugOf(`sira-${order}-konusu`);
const INACTIVE_TOPIC = { title: `Pasif Konu ${RUN}`, slug: slugOf("pasif-konu"), order: 1 };
/** Created after SORTED but ordered before it; its only topic is a draft. */
const EMPTY = { title: `Boş Kategori ${RUN}`, slug: slugOf("bos-kategori"), order: 7 };
const EMPTY_TOPIC = { title: `Taslak Konu ${RUN}`, slug: slugOf("taslak-konu") };
/** Taken off the site after a topic was added to it. */
const HIDDEN = { title: `Gizli Kategori ${RUN}`, slug: slugOf("gizli-kategori"), order: 6 };
const HIDDEN_TOPIC = { title: `Gizli Konu ${RUN}`, slug: slugOf("gizli-konu") };

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  const page = await signedInAdmin(browser);
  await createCategoryInForm(page, "tr", SORTED.title, { order: SORTED.order });
  await createCategoryInForm(page, "tr", EMPTY.title, { order: EMPTY.order });
  await createCategoryInForm(page, "tr", HIDDEN.title, { order: HIDDEN.order });
  for (const order of TOPIC_ORDERS) {
    await createTopicInForm(page, "tr", {
      category: SORTED.title,
      title: topicTitle(order),
      body: `Sıra ${order} konusunun metni.`,
      order,
    });
  }
  await createTopicInForm(page, "tr", {
    category: SORTED.title,
    title: INACTIVE_TOPIC.title,
    body: "Yayında olmayan metin.",
    order: INACTIVE_TOPIC.order,
    published: false,
  });
  await createTopicInForm(page, "tr", {
    category: EMPTY.title,
    title: EMPTY_TOPIC.title,
    body: "Taslak metin.",
    published: false,
  });
  await createTopicInForm(page, "tr", { category: HIDDEN.title, title: HIDDEN_TOPIC.title, body: "Gizli metin." });
  await unpublishCategory(page, "tr", HIDDEN.title);
  await page.context().close();
});

test.afterAll(async ({ browser }) => {
  test.setTimeout(120_000);
  await cleanUpRun(browser, RUN, ["tr"]);
});

test("the menu lists active categories by their order field; an inactive one is left out", async ({ page }) => {
  await page.goto("/");
  // Collapsed, the menu's topic links are hidden: these are its category links.
  const categories = page.getByRole("navigation", { name: "Konu menüsü" }).getByRole("link").filter({ hasText: RUN });
  await expect(categories).toHaveText([EMPTY.title, SORTED.title]);
  await expect(categories.nth(1)).toHaveAttribute("href", `/${SORTED.slug}`);
});

test("a category page and its menu entry list its active topics by their order field", async ({ page }) => {
  const expected = [1, 2, 3, 4, 5, 6].map(topicTitle);
  await page.goto(`/${SORTED.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: SORTED.title })).toBeVisible();
  await expect(page.locator("main article > ol > li h2")).toHaveText(expected);
  const entry = page
    .getByRole("navigation", { name: "Konu menüsü" })
    .locator("li")
    // The open category's title is its toggle (a summary), no link.
    .filter({ has: page.locator("summary", { hasText: SORTED.title }) });
  await expect(entry.locator("details")).toHaveAttribute("open", "");
  await expect(entry.locator("details").getByRole("link")).toHaveText(expected);
  await expect(page.getByText(INACTIVE_TOPIC.title)).toHaveCount(0);
});

test("inactive topics and inactive categories (with their topics) answer 404", async ({ request }) => {
  expect((await request.get(`/${SORTED.slug}/${topicSlug(1)}`)).status()).toBe(200);
  expect((await request.get(`/${SORTED.slug}/${INACTIVE_TOPIC.slug}`)).status()).toBe(404);
  expect((await request.get(`/${EMPTY.slug}/${EMPTY_TOPIC.slug}`)).status()).toBe(404);
  expect((await request.get(`/${HIDDEN.slug}`)).status()).toBe(404);
  expect((await request.get(`/${HIDDEN.slug}/${HIDDEN_TOPIC.slug}`)).status()).toBe(404);
});

test("a category without active topics says so on its page and in its menu entry", async ({ page }) => {
  await page.goto(`/${EMPTY.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: EMPTY.title })).toBeVisible();
  await expect(page.locator("main article").getByText(NO_TOPICS, { exact: true })).toBeVisible();
  const entry = page
    .getByRole("navigation", { name: "Konu menüsü" })
    .locator("li")
    .filter({ has: page.locator("summary", { hasText: EMPTY.title }) });
  await expect(entry.getByText(NO_TOPICS, { exact: true })).toBeVisible();
  await expect(page.getByText(EMPTY_TOPIC.title)).toHaveCount(0);
});

test("a topic of a category with six topics shows exactly four related topics, the first others by order, never itself", async ({
  page,
}) => {
  await page.goto(`/${SORTED.slug}/${topicSlug(3)}`);
  await expect(page.getByRole("heading", { level: 1, name: topicTitle(3) })).toBeVisible();
  const related = page.locator("section[aria-labelledby='related-title']").getByRole("link");
  await expect(related).toHaveText([1, 2, 4, 5].map(topicTitle));
  await expect(related.filter({ hasText: topicTitle(3) })).toHaveCount(0);
  await expect(related.first()).toHaveAttribute("href", `/${SORTED.slug}/${topicSlug(1)}`);
});
