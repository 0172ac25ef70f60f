import { expect, test } from "@playwright/test";
import { seedCategories } from "@/lib/database/seed-data";
import { E2E_PORT } from "./constants";
import { seededTopic } from "./helpers";

for (const locale of ["tr", "en"] as const) {
  test.describe(`content pages (${locale})`, () => {
    test("a topic fetched without JavaScript carries body, breadcrumb, canonical, hreflang and JSON-LD", async ({ request }) => {
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

    test("a category lists its numbered topics with excerpts and at most three keywords", async ({ page }) => {
      const { category, categoryPath } = seededTopic(locale);
      await page.goto(categoryPath);
      await expect(page.getByRole("heading", { level: 1, name: category.title })).toBeVisible();
      const items = page.locator("main article > ol > li");
      await expect(items).toHaveCount(category.topics.length);
      for (let index = 0; index < category.topics.length; index++) {
        const item = items.nth(index);
        await expect(item.getByRole("link", { name: category.topics[index]!.title })).toBeVisible();
        expect(((await item.locator("p").first().textContent()) ?? "").length).toBeLessThanOrEqual(153);
        expect(await item.locator("ul li").count()).toBeLessThanOrEqual(3);
      }
      await expect(page.locator("aside[aria-labelledby='expert-support-title']").getByRole("link")).toHaveAttribute("href", locale === "tr" ? "/iletisim" : "/en/iletisim");
    });

    test("the accordion works without JavaScript, one category open at a time", async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
      const page = await context.newPage();
      const { categoryPath } = seededTopic(locale);
      await page.goto(categoryPath);
      const menu = page.locator("main aside nav");
      const first = menu.locator("details").nth(0);
      const second = menu.locator("details").nth(1);
      await expect(first).toHaveAttribute("open", "");
      await expect(first.getByRole("link", { name: seedCategories[locale][0]!.topics[0]!.title })).toBeVisible();
      await second.locator("summary").click({ position: { x: 5, y: 5 } });
      await expect(second).toHaveAttribute("open", "");
      await expect(first).not.toHaveAttribute("open", "");
      await context.close();
    });

    test("a topic shows its related topics and scrolls to its content", async ({ page }) => {
      const { category, topic, topicPath } = seededTopic(locale);
      await page.goto(topicPath);
      const related = page.locator("main section").filter({ has: page.getByRole("heading", { level: 2 }) }).last();
      const others = category.topics.filter((t) => t.slug !== topic.slug).slice(0, 4);
      for (const other of others) await expect(related.getByRole("link", { name: other.title })).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
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
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /admin");
  expect(robots).toMatch(/Sitemap: .*\/sitemap.xml/);
});
