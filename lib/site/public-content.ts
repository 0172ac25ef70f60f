import { cache } from "react";
import { findCategory, findTopic, getPublicContent, reviveDates, type PublicCategory, type PublicTopic } from "@/lib/categories/public-queries";

/** One read per request for a page and its metadata (React cache), from Next's cache. */
export const loadPublicContent = cache(async (locale: string): Promise<PublicCategory[]> => reviveDates(await getPublicContent(locale)));

export async function loadCategory(locale: string, slug: string): Promise<{ categories: PublicCategory[]; category?: PublicCategory }> {
  const categories = await loadPublicContent(locale);
  return { categories, category: findCategory(categories, decodeURIComponent(slug)) };
}

export async function loadTopic(
  locale: string,
  categorySlug: string,
  topicSlug: string,
): Promise<{ categories: PublicCategory[]; category?: PublicCategory; topic?: PublicTopic }> {
  const { categories, category } = await loadCategory(locale, categorySlug);
  return { categories, category, topic: category && findTopic(category, decodeURIComponent(topicSlug)) };
}
