import { expect, test, type Page } from "@playwright/test";
import { createCategory } from "@/lib/categories/mutations";
import { prefixedPath } from "@/lib/i18n/routing";
import { createLanguage, deleteLanguage } from "@/lib/languages/mutations";
import { createPrismaClient } from "@/lib/db";
import { paths, SERVICE_PAGE_SLUGS, STATIC_PAGES } from "@/lib/site/paths";
import { createTopic } from "@/lib/topics/mutations";
import { e2eDatabaseUrl, runId } from "./admin-helpers";
import { hasHorizontalScroll, imageLoaded, seededTopic } from "./helpers";
import { writtenElsewhere } from "./live";

/**
 * Every public page at a desktop's width and a phone's, in Turkish, English, German, Russian and a
 * language written right to left (Hebrew, added here with an article and taken away after), saved
 * as the run's artifacts to be looked at (test-results/screenshots-…/*.png): each fits its width, in its
 * language's direction. Adds a language, which every page's switcher lists: a project of its own.
 */
test.describe.configure({ mode: "serial" });

const RUN = runId();
const RTL = { code: "he", name: "Hebrew", nativeName: "עברית", flag: "🇮🇱" };
const RTL_CATEGORY = { title: "פטנטים", slug: `patentim-${RUN}` };
const RTL_TOPIC = {
  title: "בקשת פטנט",
  slug: `bakasha-${RUN}`,
  body: "<p>פטנט מעניק לממציא זכות בלעדית לנצל את המצאתו לתקופה מוגבלת. אנו מלווים את הבקשה מהחיפוש המקדים ועד הרישום.</p>",
};
const WIDTHS = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
];

/** The pages of one language: the fixed ones, every service, the search, a 404, and a category and an article (paths with their prefix) where it has them. */
function pagesOf(locale: string, content?: { categoryPath: string; topicPath: string }): Record<string, string> {
  const pages: Record<string, string> = { home: paths.home };
  for (const page of STATIC_PAGES) pages[page.slice(1)] = page;
  for (const slug of SERVICE_PAGE_SLUGS) pages[`service-${slug}`] = paths.servicePage(slug);
  pages.search = `${paths.search}?q=patent`;
  pages["not-found"] = paths.topic("no-such-category", "no-such-topic");
  const prefixed = Object.entries(pages).map(([name, path]) => [name, prefixedPath(locale, path)]);
  // The seeded content's paths come with their prefix.
  return {
    ...Object.fromEntries(prefixed),
    ...(content && { category: content.categoryPath, topic: content.topicPath }),
  };
}

async function deleteRtlLanguage() {
  const db = createPrismaClient(e2eDatabaseUrl());
  try {
    const language = await db.language.findUnique({ where: { code: RTL.code }, select: { id: true } });
    if (language) await writtenElsewhere(deleteLanguage(language.id));
  } finally {
    await db.$disconnect();
  }
}

test.beforeAll(async () => {
  await deleteRtlLanguage();
  await writtenElsewhere(createLanguage({ ...RTL, isActive: true }));
  const category = await writtenElsewhere(createCategory({ languageCode: RTL.code, ...RTL_CATEGORY, isActive: true }));
  await writtenElsewhere(
    createTopic({ languageCode: RTL.code, categoryId: category.value.id, ...RTL_TOPIC, isActive: true }),
  );
});

test.afterAll(deleteRtlLanguage);

async function shoot(page: Page, locale: string, pages: Record<string, string>) {
  // The typewriter stands still, so the headline is whole in every picture.
  await page.emulateMedia({ reducedMotion: "reduce" });
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    for (const [name, path] of Object.entries(pages)) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(name === "not-found" ? 404 : 200);
      await expect(page.locator("html")).toHaveAttribute("dir", locale === RTL.code ? "rtl" : "ltr");
      await page.evaluate(() => document.fonts.ready);
      expect(await hasHorizontalScroll(page), `${path} at ${viewport.width}px`).toBe(false);
      // Into the test's output folder, which every reporter keeps (an attachment's bytes only some write out).
      await page.screenshot({
        path: test.info().outputPath(`${locale}-${name}-${viewport.width}.png`),
        fullPage: true,
      });
    }
  }
}

for (const locale of ["tr", "en"] as const) {
  test(`every page in ${locale}, at 1366 and 390 px`, async ({ page }) => {
    test.setTimeout(240_000);
    await shoot(page, locale, pagesOf(locale, seededTopic(locale)));
  });
}

// German and Russian are active without articles in the e2e data: their pages as a new language's.
for (const locale of ["de", "ru"] as const) {
  test(`every page in ${locale}, at 1366 and 390 px`, async ({ page }) => {
    test.setTimeout(240_000);
    await shoot(page, locale, pagesOf(locale));
  });
}

test("every page in a right-to-left language, at 1366 and 390 px", async ({ page }) => {
  test.setTimeout(240_000);
  const topicPath = prefixedPath(RTL.code, paths.topic(RTL_CATEGORY.slug, RTL_TOPIC.slug));
  await shoot(
    page,
    RTL.code,
    pagesOf(RTL.code, { categoryPath: prefixedPath(RTL.code, paths.category(RTL_CATEGORY.slug)), topicPath }),
  );
  // Its flag is drawn, and an English text standing in keeps its question mark at its end: set apart
  // as left-to-right (U+2066 … U+2069), where the page's direction would have moved it to the start.
  await page.goto(topicPath);
  const flag = page.locator("header details summary img");
  await expect(flag).toHaveAttribute("src", /\/flags\/il\.svg$/);
  await expect.poll(() => imageLoaded(flag)).toBe(true);
  await expect(page.getByRole("heading", { level: 2, name: "Need expert support?" })).toHaveText(
    "\u2066Need expert support?\u2069",
  );
  // Not in what is read rather than shown: the title, the description, the structured data.
  const read = await page.evaluate(() =>
    [
      document.title,
      document.querySelector('meta[name="description"]')?.getAttribute("content"),
      ...[...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent),
    ].join("\n"),
  );
  expect(read).toContain("Bursa Patent");
  expect(read).not.toMatch(/[\u2066\u2069]/);
});
