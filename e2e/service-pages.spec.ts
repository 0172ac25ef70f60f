import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { seedCategories, seedTeam } from "@/lib/database/seed-data";
import { prefixedPath, type ShippedLocale as Locale } from "@/lib/i18n/routing";
import { paths } from "@/lib/site/paths";
import { FIRM_DEFAULTS as FIRM } from "@/lib/firm-settings/schema";
import { PHONE, hasHorizontalScroll } from "./helpers";
import { sitemapEntries } from "./sitemap";

/**
 * A service has one page at one address in every language (/patent, /marka…): its presentation, then
 * the articles of its category in that language. A category of a service is not a page of its own:
 * its address redirects to its service's page, and every link goes there directly.
 */
type Messages = {
  Services: { pages: Record<string, { title: string }>; page: { articlesTitle: string; processTitle: string } };
  Breadcrumb: { label: string };
};
const messages = (locale: Locale) => JSON.parse(readFileSync(`messages/${locale}.json`, "utf8")) as Messages;

/** The seeded patent category (the first) of a language: the patent service's category there. */
const patentCategory = (locale: Locale) => seedCategories[locale][0]!;

async function expectServiceWithArticles(page: Page, locale: Locale) {
  const text = messages(locale).Services;
  await expect(page.getByRole("heading", { level: 1, name: text.pages.patent!.title })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: text.page.processTitle })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: FIRM.phones[0] })).toBeVisible();
  const articles = page.getByRole("region", { name: text.page.articlesTitle });
  await expect(articles).toBeVisible();
  const category = patentCategory(locale);
  const links = articles.getByRole("listitem").getByRole("heading", { level: 3 }).getByRole("link");
  await expect(links).toHaveText(category.topics.map((topic) => topic.title));
  for (const [index, topic] of category.topics.entries())
    await expect(links.nth(index)).toHaveAttribute(
      "href",
      prefixedPath(locale, paths.topic(category.slug, topic.slug)),
    );
  // Presentation first, articles below it.
  const process = await page.getByRole("heading", { level: 2, name: text.page.processTitle }).boundingBox();
  expect((await articles.boundingBox())!.y).toBeGreaterThan(process!.y);
}

test("Turkish /patent is the patent service's page, with the patent category's articles below it", async ({ page }) => {
  const response = await page.goto(paths.servicePage("patent"));
  expect(response?.status()).toBe(200);
  await expectServiceWithArticles(page, "tr");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/patent$/);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", /\/en\/patent$/);
});

test("/en/patent is the same page in English, with the English patent category's articles", async ({ page }) => {
  const response = await page.goto(prefixedPath("en", paths.servicePage("patent")));
  expect(response?.status()).toBe(200);
  await expectServiceWithArticles(page, "en");
  await expect(page.locator('link[rel="alternate"][hreflang="tr"]')).toHaveAttribute("href", /\/patent$/);
  await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute("href", /\/de\/patent$/);
});

test("a language without the service's category shows the presentation alone", async ({ page }) => {
  // German is active and empty in the e2e data.
  await page.goto(prefixedPath("de", paths.servicePage("patent")));
  await expect(
    page.getByRole("heading", { level: 1, name: messages("de").Services.pages.patent!.title }),
  ).toBeVisible();
  await expect(page.getByTestId("service-articles")).toHaveCount(0);
});

test("a service's category's own address redirects permanently to the service's page; links go there directly", async ({
  page,
  request,
}) => {
  const english = patentCategory("en");
  const own = prefixedPath("en", paths.category(english.slug));
  const servicePath = prefixedPath("en", paths.servicePage("patent"));
  await page.goto(own);
  await expect(page).toHaveURL(new RegExp(`${servicePath}$`));
  await expect(page.getByTestId("service-articles")).toBeVisible();
  const redirect = await request.get(own, { maxRedirects: 0 });
  expect(redirect.status()).toBe(308);
  // Next repeats the header on the answer that renders the redirect first (the same value twice).
  const locations = redirect
    .headersArray()
    .filter((header) => header.name.toLowerCase() === "location")
    .map((header) => new URL(header.value, "http://x").pathname);
  expect(new Set(locations)).toEqual(new Set([servicePath]));
  expect(redirect.headers()["cache-control"]).toMatch(/s-maxage=60,/);

  // The menu and a topic's breadcrumb link the service's page, never the redirect.
  const topic = english.topics[0]!;
  await page.goto(prefixedPath("en", paths.topic(english.slug, topic.slug)));
  await expect(page.getByRole("heading", { level: 1, name: topic.title })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: messages("en").Breadcrumb.label }).getByRole("link", { name: english.title }),
  ).toHaveAttribute("href", servicePath);
  await expect(page.locator(`a[href="${own}"]`)).toHaveCount(0);
  // There the menu's open category is its own toggle; elsewhere its title links the service's page.
  await page.goto(prefixedPath("en", paths.home));
  await expect(page.locator("main aside nav").getByRole("link", { name: english.title, exact: true })).toHaveAttribute(
    "href",
    servicePath,
  );
  await expect(page.locator(`a[href="${own}"]`)).toHaveCount(0);
});

test("the footer's and the home page's service links lead to the service with its articles", async ({ page }) => {
  await page.goto(paths.home);
  await page.getByRole("contentinfo").getByRole("link", { name: "Marka", exact: true }).click();
  await expect(page).toHaveURL(/\/marka$/);
  await expect(
    page.getByRole("heading", { level: 1, name: messages("tr").Services.pages.trademark!.title }),
  ).toBeVisible();
  await expect(page.getByTestId("service-articles").getByRole("heading", { level: 3 })).toHaveCount(
    seedCategories.tr[1]!.topics.length,
  );
});

test("the sitemap lists the service pages in every language and never a redirecting category address", async ({
  request,
}) => {
  const entries = sitemapEntries(await (await request.get("/sitemap.xml")).text());
  const pathsListed = [...entries.keys()].map((loc) => new URL(loc).pathname);
  for (const locale of ["tr", "en", "de"] as const)
    expect(pathsListed).toContain(prefixedPath(locale, paths.servicePage("patent")));
  expect(pathsListed).not.toContain(prefixedPath("en", paths.category(patentCategory("en").slug)));
  const patent = [...entries].find(([loc]) => new URL(loc).pathname === paths.servicePage("patent"))![1];
  expect(new URL(patent.get("en")!).pathname).toBe(prefixedPath("en", paths.servicePage("patent")));
});

test("the About page counts the language's active team members, and shows no number where it has none", async ({
  page,
}) => {
  for (const locale of ["tr", "en"] as const) {
    await page.goto(prefixedPath(locale, paths.about));
    const count = page.getByTestId("about-team-count");
    await expect(count.locator("dd")).toHaveText(String(seedTeam[locale].length));
  }
  // German has no team members in the e2e data: no "4 people in the team" claim.
  await page.goto(prefixedPath("de", paths.about));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("about-team-count")).toHaveCount(0);
});

test("a service page fits a phone", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: PHONE });
  const page = await context.newPage();
  await page.goto(prefixedPath("en", paths.servicePage("patent")));
  await expect(page.getByTestId("service-articles")).toBeVisible();
  expect(await hasHorizontalScroll(page)).toBe(false);
  await context.close();
});
