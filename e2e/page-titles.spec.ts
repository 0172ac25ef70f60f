import { expect, test, type Page } from "@playwright/test";
import { prefixedPath, type ShippedLocale as Locale } from "@/lib/i18n/routing";
import { paths, STATIC_PAGES } from "@/lib/site/paths";
import { seededTopic } from "./helpers";

// Read-only visits, each test on its own: they may share the workers.
test.describe.configure({ mode: "parallel" });

/** The languages the e2e site serves: Turkish and English with content, German and Russian empty. */
const SERVED: Locale[] = ["tr", "en", "de", "ru"];
const WITH_CONTENT: Locale[] = ["tr", "en"];

const NOT_FOUND_TITLE: Record<Locale, string> = {
  tr: "Sayfa bulunamadı | Bursa Patent",
  en: "Page not found | Bursa Patent",
  de: "Seite nicht gefunden | Bursa Patent",
  ru: "Страница не найдена | Bursa Patent",
  az: "Səhifə tapılmadı | Bursa Patent",
};

/** A seeded category and one of its topics, unprefixed (for the languages the e2e data fills). */
function contentPaths(locale: Locale): { category: string; topic: string } | null {
  if (!WITH_CONTENT.includes(locale)) return null;
  const { category, topic } = seededTopic(locale);
  return { category: paths.category(category.slug), topic: paths.topic(category.slug, topic.slug) };
}

async function titleOf(page: Page, path: string): Promise<string> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  return page.title();
}

for (const locale of SERVED) {
  test(`every public page has a title of its own, never the home page's (${locale})`, async ({ page }) => {
    const home = await titleOf(page, prefixedPath(locale, paths.home));
    const content = contentPaths(locale);
    // In Turkish the seeded "patent" category takes the service page's address: one page, visited once.
    const pages = new Set([
      ...STATIC_PAGES,
      paths.servicePage("patent"),
      ...(content ? [content.category, content.topic] : []),
    ]);
    const titles = [home];
    for (const path of pages) {
      const target = prefixedPath(locale, path);
      const title = await titleOf(page, target);
      expect(title, target).not.toBe(home);
      expect(title, target).toMatch(/\S \| Bursa Patent$/);
      titles.push(title);
    }
    expect(new Set(titles).size).toBe(titles.length);
  });

  test(`a 404 is titled as one in its language, never as the home page, and is not indexed (${locale})`, async ({
    page,
  }) => {
    const content = contentPaths(locale);
    const missing = [
      "/boyle-bir-kategori-yok",
      `${paths.about}/boyle-bir-sayfa-yok`,
      ...(content ? [`${content.category}/no-such-topic`, `${content.topic}/deeper/still`] : []),
    ];
    for (const path of missing) {
      const target = prefixedPath(locale, path);
      const response = await page.goto(target);
      expect(response?.status(), target).toBe(404);
      await expect(page, target).toHaveTitle(NOT_FOUND_TITLE[locale]);
      // One robots tag, and it keeps the page out of search results.
      await expect(page.locator('meta[name="robots"]'), target).toHaveAttribute("content", /noindex/);
    }
  });
}
