import { expect, test } from "@playwright/test";
import { seedCategories } from "@/lib/database/seed-data";
import { E2E_PORT } from "./constants";
import { hydrated, pausedClock, PLAIN_CATEGORY, seededTopic } from "./helpers";
import { hreflangProblems, sitemapEntries } from "./sitemap";

/** A topic's HTML as plain text (the seed's HTML has no entities). */
const plainText = (html: string) =>
  html
    .replace(/<\/(p|h[1-6]|li)>/g, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/\s+/g, " ")
    .trim();

/** The topic menu's name (messages' Menu.label). */
const MENU_LABEL = { tr: "Konu menüsü", en: "Topic menu" } as const;

for (const locale of ["tr", "en"] as const) {
  test.describe(`content pages (${locale})`, () => {
    test("a topic fetched without JavaScript carries body, breadcrumb, canonical, hreflang and JSON-LD", async ({
      request,
    }) => {
      const { topic, category, topicPath } = seededTopic(locale);
      const html = await (await request.get(topicPath)).text();
      expect(html).toContain(`<h1>${topic.title}</h1>`);
      expect(html).toMatch(/<nav aria-label="[^"]+"[^>]*><ol>/);
      expect(html).toContain(`>${category.title}</a>`);
      const firstHeading = /<h2>([^<]+)<\/h2>/.exec(topic.body)?.[1];
      if (firstHeading) expect(html).toContain(firstHeading);
      expect(html).toContain(`<link rel="canonical" href="http://localhost:${E2E_PORT}${topicPath}"`);
      expect(html).toMatch(/<link rel="alternate" hrefLang="tr" href="[^"]+"/);
      expect(html).toMatch(/<link rel="alternate" hrefLang="en" href="[^"]+"/);
      expect(html).toMatch(/<link rel="alternate" hrefLang="x-default" href="[^"]+"/);
      expect(html).toContain('"@type":"BreadcrumbList"');
      expect(html).toContain('"@type":"Article"');
      expect(html).toContain(`<meta property="og:title"`);
      expect(html).toContain(`<meta name="twitter:card" content="summary"`);
      expect(html).toContain(`<meta name="robots" content="index, follow"`);
    });

    test("a category lists its numbered topics, each with an excerpt of at most 150 characters and its first three keywords", async ({
      page,
    }) => {
      const { category, categoryPath } = seededTopic(locale);
      await page.goto(categoryPath);
      await expect(page.getByRole("heading", { level: 1, name: category.title })).toBeVisible();
      const items = page.locator("main article > ol > li");
      await expect(items).toHaveCount(category.topics.length);
      for (const [index, topic] of category.topics.entries()) {
        const item = items.nth(index);
        await expect(item.getByRole("link", { name: topic.title })).toBeVisible();
        await expect(item).toContainText(String(index + 1).padStart(2, "0"));
        const excerpt = (await item.locator("p").first().textContent()) ?? "";
        expect(excerpt.length, topic.slug).toBeGreaterThan(0);
        expect(excerpt.length, topic.slug).toBeLessThanOrEqual(150);
        // The start of the topic's own text, cut at a word with "..." when longer.
        expect(plainText(topic.body).startsWith(excerpt.replace(/\.\.\.$/, "")), `${topic.slug}: ${excerpt}`).toBe(
          true,
        );
        // Seeded topics have more than three keywords: only the first three are shown.
        expect(topic.keywords.length, topic.slug).toBeGreaterThan(3);
        await expect(item.locator("ul li")).toHaveText(topic.keywords.slice(0, 3));
      }
      await expect(page.locator("aside[aria-labelledby='expert-support-title']").getByRole("link")).toHaveAttribute(
        "href",
        locale === "tr" ? "/iletisim" : "/en/iletisim",
      );
    });

    test("the accordion works without JavaScript, one category open at a time", async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
      const page = await context.newPage();
      const { categoryPath } = seededTopic(locale);
      await page.goto(categoryPath);
      const menu = page.locator("main aside nav");
      // The category shown is open; another one opens in its place.
      const first = menu.locator("details").nth(PLAIN_CATEGORY);
      const second = menu.locator("details").nth(PLAIN_CATEGORY === 0 ? 1 : 0);
      await expect(first).toHaveAttribute("open", "");
      await expect(
        first.getByRole("link", { name: seedCategories[locale][PLAIN_CATEGORY]!.topics[0]!.title }),
      ).toBeVisible();
      await second.locator("summary").click({ position: { x: 5, y: 5 } });
      await expect(second).toHaveAttribute("open", "");
      await expect(first).not.toHaveAttribute("open", "");
      await context.close();
    });

    test("selecting the open category's title collapses it, and selecting it again opens it", async ({ page }) => {
      const { categoryPath } = seededTopic(locale);
      const category = seedCategories[locale][PLAIN_CATEGORY]!;
      await page.goto(categoryPath);
      const menu = page.getByRole("navigation", { name: MENU_LABEL[locale] });
      const firstTopic = menu.getByRole("link", { name: category.topics[0]!.title });
      await expect(firstTopic).toBeVisible();
      // The open category's title is no link away: it toggles its list in place.
      await expect(menu.getByRole("link", { name: category.title, exact: true })).toHaveCount(0);
      await menu.getByText(category.title, { exact: true }).click();
      await expect(firstTopic).toBeHidden();
      await expect(page).toHaveURL(categoryPath);
      await menu.getByText(category.title, { exact: true }).click();
      await expect(firstTopic).toBeVisible();
    });

    test("a topic lists the other topics of its category as related, never itself", async ({ page }) => {
      const { category, topic, topicPath } = seededTopic(locale);
      await page.goto(topicPath);
      const others = category.topics.filter((other) => other.slug !== topic.slug);
      expect(others.length).toBeLessThanOrEqual(4);
      await expect(page.locator("section[aria-labelledby='related-title']").getByRole("link")).toHaveText(
        others.map((other) => other.title),
      );
    });

    test("a topic opened directly stays where the page begins; one chosen in the menu is scrolled to smoothly after exactly 100 ms", async ({
      page,
    }) => {
      const { category, topicPath } = seededTopic(locale);
      const chosen = category.topics[1]!;
      await pausedClock(page);
      // Which element is scrolled into view, and how.
      await page.addInitScript(() => {
        const calls: { id: string; behavior?: string }[] = [];
        Object.assign(window, { __scrolledIntoView: calls });
        const scrollIntoView = Element.prototype.scrollIntoView;
        Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
          calls.push({ id: this.id, behavior: typeof options === "object" ? options.behavior : undefined });
          scrollIntoView.call(this, options);
        };
      });
      const scrolledIntoView = () =>
        page.evaluate(
          () => (window as unknown as { __scrolledIntoView: { id: string; behavior?: string }[] }).__scrolledIntoView,
        );
      const delays = (ms: number) =>
        page.evaluate(
          (wanted) =>
            (window as unknown as { __timerDelays: number[] }).__timerDelays.filter((delay) => delay === wanted),
          ms,
        );
      await page.goto(topicPath);
      const link = page.getByRole("navigation", { name: MENU_LABEL[locale] }).getByRole("link", { name: chosen.title });
      await hydrated(link);
      // Opened directly: shown where the page begins, however long the visitor stays.
      await page.clock.runFor(2_000);
      expect(await scrolledIntoView()).toEqual([]);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const timersBefore = (await delays(100)).length;
      await link.click();
      const article = page
        .locator("article")
        .filter({ has: page.getByRole("heading", { level: 1, name: chosen.title }) });
      const id = await article.getAttribute("id");
      expect(id).toMatch(/^content-\d+$/);
      await expect.poll(async () => (await delays(100)).length).toBeGreaterThan(timersBefore);
      await page.clock.runFor(99);
      expect(await scrolledIntoView()).toEqual([]);
      await page.clock.runFor(1);
      expect(await scrolledIntoView()).toEqual([{ id, behavior: "smooth" }]);
      // The topic's element ends at the top of the viewport, below the sticky header (its scroll-margin-top).
      await expect
        .poll(() =>
          article.evaluate((element) =>
            Math.abs(
              Math.round(element.getBoundingClientRect().top - parseFloat(getComputedStyle(element).scrollMarginTop)),
            ),
          ),
        )
        .toBe(0);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    });
  });
}

test("the sitemap lists every language's pages with alternates, and robots.txt points to it", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const tr = seededTopic("tr");
  const en = seededTopic("en");
  expect(sitemap).toContain(`${tr.topicPath}</loc>`);
  expect(sitemap).toContain(`${en.topicPath}</loc>`);
  expect(sitemap).toContain("/en/kurumsal</loc>");
  expect(sitemap).toMatch(/hreflang="en"/);
  const entries = sitemapEntries(sitemap);
  const trTopic = [...entries.keys()].find((loc) => new URL(loc).pathname === tr.topicPath) ?? "";
  expect(new URL(entries.get(trTopic)?.get("en") ?? "http://none").pathname).toBe(en.topicPath);
  expect(hreflangProblems(entries)).toEqual([]);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /admin");
  expect(robots).toMatch(/Sitemap: .*\/sitemap.xml/);
});

test("a topic chosen in the home page's menu is scrolled to", async ({ page }) => {
  const { category, topic } = seededTopic("tr");
  await pausedClock(page);
  await page.addInitScript(() => {
    const ids: string[] = [];
    Object.assign(window, { __scrolledIntoView: ids });
    const scrollIntoView = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
      ids.push(this.id);
      scrollIntoView.call(this, options);
    };
  });
  await page.goto("/");
  const menu = page.getByRole("navigation", { name: MENU_LABEL.tr });
  await menu
    .locator("summary")
    .filter({ hasText: `${category.title} alt konularını` })
    .click();
  const link = menu.getByRole("link", { name: topic.title });
  await hydrated(link);
  await link.click();
  await expect(page.getByRole("heading", { level: 1, name: topic.title })).toBeVisible();
  await page.clock.runFor(2_000);
  expect(
    await page.evaluate(() => (window as unknown as { __scrolledIntoView: string[] }).__scrolledIntoView),
  ).toHaveLength(1);
});
