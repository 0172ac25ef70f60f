import { expect, test, type Page } from "@playwright/test";
import { hydrated, pausedClock, seededTopic } from "./helpers";

/**
 * A topic opened directly (a link from elsewhere, a reload) is shown where the page begins: the page
 * never scrolls itself after its first paint. A topic chosen in the menu is scrolled to.
 */
const opened = seededTopic("tr");
const chosen = seededTopic("tr", undefined, 1);

/** Records each scrollIntoView call: a smooth scroll moves the page only frames later. */
async function recordScrolls(page: Page) {
  await page.addInitScript(() => {
    const calls: string[] = [];
    Object.assign(window, { __scrolls: calls });
    const scrollIntoView = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
      calls.push(this.id);
      scrollIntoView.call(this, options);
    };
  });
}
const scrolls = (page: Page) => page.evaluate(() => (window as unknown as { __scrolls: string[] }).__scrolls);

test.beforeEach(async ({ page }) => {
  await pausedClock(page);
  await recordScrolls(page);
});

const menuLink = (page: Page) =>
  page.getByRole("navigation", { name: "Konu menüsü" }).getByRole("link", { name: chosen.topic.title });

test("a topic opened directly stays where the page begins", async ({ page }) => {
  await page.goto(opened.topicPath);
  await hydrated(menuLink(page));
  // Far beyond the menu's 100 ms delay.
  await page.clock.runFor(2_000);
  expect(await scrolls(page)).toEqual([]);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("a topic chosen in the menu is scrolled to", async ({ page }) => {
  await page.goto(opened.topicPath);
  await hydrated(menuLink(page));
  await menuLink(page).click();
  await expect(page).toHaveURL(new RegExp(`${chosen.topicPath}$`));
  await expect(page.getByRole("heading", { level: 1, name: chosen.topic.title })).toBeVisible();
  await page.clock.runFor(2_000);
  expect(await scrolls(page)).toHaveLength(1);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test("a topic chosen in the home page's menu is scrolled to", async ({ page }) => {
  await page.goto("/");
  const menu = page.getByRole("navigation", { name: "Konu menüsü" });
  await menu
    .locator("summary")
    .filter({ hasText: `${chosen.category.title} alt konularını` })
    .click();
  await hydrated(menuLink(page));
  await menuLink(page).click();
  await expect(page.getByRole("heading", { level: 1, name: chosen.topic.title })).toBeVisible();
  await page.clock.runFor(2_000);
  expect(await scrolls(page)).toHaveLength(1);
});
