import { cache } from "react";
import { findMenuCategory, findServiceCategory, getMenu, type MenuCategory } from "@/lib/categories/queries";
import { getActiveLanguages } from "@/lib/languages/queries";
import type { ServicePageSlug } from "@/lib/site/paths";
import { getCategoryListing, getPublicTopic, type ListedTopic, type PublicTopic } from "@/lib/topics/queries";

/**
 * What each browsing page reads, once per request for the page and its metadata (React cache):
 * the language's menu, and only the entries of the page itself (a category's listing, a topic).
 */
export const loadMenu = cache((locale: string): Promise<MenuCategory[]> => getMenu(locale));

export interface CategoryPageData {
  menu: MenuCategory[];
  category?: MenuCategory;
  topics: ListedTopic[];
}

export const loadCategoryPage = cache(async (locale: string, slug: string): Promise<CategoryPageData> => {
  const menu = await loadMenu(locale);
  const category = findMenuCategory(menu, decodeURIComponent(slug));
  return { menu, category, topics: category ? await getCategoryListing(category.id) : [] };
});

/** A service's page: the articles of its category in the language, none while it has no (active) category. */
export const loadServicePage = cache(async (locale: string, service: ServicePageSlug): Promise<CategoryPageData> => {
  const menu = await loadMenu(locale);
  const category = findServiceCategory(menu, service);
  return { menu, category, topics: category ? await getCategoryListing(category.id) : [] };
});

export interface TopicPageData {
  menu: MenuCategory[];
  category?: MenuCategory;
  topic?: PublicTopic;
}

export const loadTopicPage = cache(
  async (locale: string, categorySlug: string, topicSlug: string): Promise<TopicPageData> => {
    const menu = await loadMenu(locale);
    const category = findMenuCategory(menu, decodeURIComponent(categorySlug));
    const topic = category ? await getPublicTopic(category.id, decodeURIComponent(topicSlug)) : null;
    return { menu, category, topic: topic ?? undefined };
  },
);

/** The other active languages that have articles, for the home page of one that has none yet. */
export async function languagesWithContent(locale: string): Promise<{ code: string; nativeName: string }[]> {
  const others = (await getActiveLanguages()).filter((language) => language.code !== locale);
  const menus = await Promise.all(others.map((language) => loadMenu(language.code)));
  return others.filter((_, index) => menus[index]!.length > 0).map(({ code, nativeName }) => ({ code, nativeName }));
}
