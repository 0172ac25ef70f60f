import { expect, test, type Page } from "@playwright/test";
import { createCategory, deleteCategory } from "@/lib/categories/mutations";
import { createTopic } from "@/lib/topics/mutations";
import { runId } from "./admin-helpers";
import { writeElsewhere, writtenElsewhere } from "./live";

/**
 * Visitors search the site: from the header's box to the results page (/ara, /de/ara…), in the
 * page's language only, without Turkish letters or with a typo, never finding what is not
 * published, and the results page is kept out of search engines. It writes content, so it runs
 * with the admin's tests, after the read-only site's.
 */
test.describe.configure({ mode: "serial" });

const RUN = runId();
/** A word found in no other test's content: each query below finds this run's pages alone. */
const MARK = `zx${RUN}`;

/** The categories this run made: deleted (with their topics) after it, so the menus other tests measure stay the seed's. */
const made: number[] = [];
test.afterAll(async () => {
  for (const id of made) await writeElsewhere(deleteCategory(id));
});

async function topicIn(
  languageCode: string,
  category: { title: string; slug: string },
  topic: { title: string; slug: string; body: string; isActive?: boolean },
) {
  const saved = await writtenElsewhere(createCategory({ languageCode, ...category, isActive: true }));
  made.push(saved.value.id);
  await writtenElsewhere(
    createTopic({ languageCode, categoryId: saved.id, ...topic, isActive: topic.isActive ?? true }),
  );
}

test.beforeAll(async () => {
  await topicIn(
    "tr",
    { title: `Patent ${RUN}`, slug: `patent-${RUN}` },
    {
      title: `Faydalı Model Başvurusu ${MARK}`,
      slug: `faydali-model-${RUN}`,
      body: `<p>Faydalı model, buluşlar için daha kısa sürede alınan bir korumadır. ${MARK}</p>`,
    },
  );
  await topicIn(
    "tr",
    { title: `Taslaklar ${RUN}`, slug: `taslak-${RUN}` },
    {
      title: `Yayımlanmamış ${MARK}`,
      slug: `taslak-${RUN}`,
      body: `<p>Henüz yayında değil. ${MARK}</p>`,
      isActive: false,
    },
  );
  await topicIn(
    "de",
    { title: `Patente ${RUN}`, slug: `patente-${RUN}` },
    {
      title: `Gebrauchsmuster anmelden ${MARK}`,
      slug: `gebrauchsmuster-${RUN}`,
      body: `<p>Das Gebrauchsmuster schützt technische Erfindungen schneller als ein Patent. ${MARK}</p>`,
    },
  );
});

const results = (page: Page) => page.getByRole("main").getByRole("listitem");
const count = (page: Page) => page.getByRole("main").getByRole("status");

test("'faydali model' typed in the header without Turkish letters finds the utility model article", async ({
  page,
}) => {
  await page.goto("/");
  // A link to the results page until used, then a box in its place, focused.
  await page.getByRole("banner").getByRole("link", { name: "Ara", exact: true }).click();
  const box = page.getByRole("banner").getByRole("searchbox", { name: "Sitede ara" });
  await expect(box).toBeFocused();
  await box.fill(`faydali model ${MARK}`);
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/ara\\?q=faydali\\+model\\+${MARK}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Arama sonuçları" })).toBeVisible();
  await expect(count(page)).toHaveText("1 sonuç");
  const link = results(page).getByRole("link", { name: `Faydalı Model Başvurusu ${MARK}` });
  await expect(link).toHaveAttribute("href", `/patent-${RUN}/faydali-model-${RUN}`);
  // The matching words marked in the excerpt, whatever letters they were typed with.
  await expect(results(page).locator("mark").first()).toHaveText("Faydalı");
  await link.click();
  await expect(page.getByRole("heading", { level: 1, name: `Faydalı Model Başvurusu ${MARK}` })).toBeVisible();
});

test("a misspelled query finds the article by its title", async ({ page }) => {
  await page.goto(`/ara?q=${encodeURIComponent("fydalı modle başvursu")}`);
  await expect(results(page).getByRole("link", { name: `Faydalı Model Başvurusu ${MARK}` })).toBeVisible();
});

test("a German search finds German pages only, under the German prefix", async ({ page }) => {
  await page.goto(`/de/ara?q=${encodeURIComponent(`Gebrauchsmuster ${MARK}`)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Suchergebnisse" })).toBeVisible();
  await expect(results(page)).toHaveCount(1);
  await expect(results(page).getByRole("link", { name: `Gebrauchsmuster anmelden ${MARK}` })).toHaveAttribute(
    "href",
    `/de/patente-${RUN}/gebrauchsmuster-${RUN}`,
  );
  // The Turkish article shares the run's word: not found from the German site.
  await page.goto(`/de/ara?q=${MARK}`);
  await expect(results(page)).toHaveCount(1);
  await expect(results(page).getByRole("link")).toHaveText(`Gebrauchsmuster anmelden ${MARK}`);
});

test("an unpublished article is never found", async ({ page }) => {
  await page.goto(`/ara?q=${encodeURIComponent(`yayımlanmamış ${MARK}`)}`);
  // Its words are found nowhere: at most the published article sharing the run's word, by typo tolerance.
  await expect(count(page)).toBeVisible();
  await expect(results(page).getByRole("link", { name: /Yayımlanmamış/ })).toHaveCount(0);
  await page.goto(`/ara?q=${MARK}`);
  await expect(results(page)).toHaveCount(1);
  await expect(results(page).getByRole("link")).toHaveText(`Faydalı Model Başvurusu ${MARK}`);
});

test("the results page is not indexed, and says so when a query is too long", async ({ page }) => {
  const response = await page.goto(`/ara?q=${MARK}`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await page.goto(`/ara?q=${"a".repeat(101)}`);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "Arama en fazla 100 karakter olabilir; lütfen daha kısa yazın.",
  );
  await page.goto(`/ara?q=${"a".repeat(100)}`);
  await expect(count(page)).toHaveText("Sonuç bulunamadı");
});

test("the results page on a desktop and on a phone", async ({ page }, testInfo) => {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    if (width === 390) {
      // On a phone the search is in the menu.
      await page.goto("/");
      await page.getByRole("banner").getByRole("button", { name: "Menü" }).click();
      await page.getByRole("banner").getByRole("link", { name: "Ara", exact: true }).click();
      await page.screenshot({ path: testInfo.outputPath("header-search-390.png") });
    }
    await page.goto(`/ara?q=${encodeURIComponent(`faydali model ${MARK}`)}`);
    await expect(results(page)).toHaveCount(1);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: testInfo.outputPath(`search-${width}.png`), fullPage: true });
  }
});
