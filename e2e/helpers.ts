import type { Page } from "@playwright/test";
import { seedCategories } from "@/lib/database/seed-data";

/** The first seeded category and topic of a language, and their counterparts' keys. */
export function seededTopic(locale: "tr" | "en", categoryIndex = 0, topicIndex = 0) {
  const category = seedCategories[locale][categoryIndex]!;
  const topic = category.topics[topicIndex]!;
  const prefix = locale === "tr" ? "" : `/${locale}`;
  return { category, topic, categoryPath: `${prefix}/${category.slug}`, topicPath: `${prefix}/${category.slug}/${topic.slug}` };
}

export const PHONE = { width: 390, height: 844 };

export async function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
}

/** Chooses a language in the public header's switch, as a visitor does. */
export async function switchLanguage(page: Page, name: RegExp | string): Promise<void> {
  await page.locator("header summary").click();
  await page.getByRole("link", { name }).click();
}
