import { cache } from "react";
import { findMenuCategory, findMenuTopic, getMenu, type MenuCategory, type MenuTopic } from "@/lib/categories/queries";
import { getCategoryListing, getTopicDetails, type ListedTopic, type TopicDetails } from "@/lib/topics/queries";

/**
 * What each browsing page reads, once per request for the page and its metadata (React cache):
 * the language's menu, and only the entries of the page itself (a category's listing, a topic's body).
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

export interface TopicPageData {
  menu: MenuCategory[];
  category?: MenuCategory;
  topic?: MenuTopic & TopicDetails;
}

export const loadTopicPage = cache(async (locale: string, categorySlug: string, topicSlug: string): Promise<TopicPageData> => {
  const menu = await loadMenu(locale);
  const category = findMenuCategory(menu, decodeURIComponent(categorySlug));
  const listed = category && findMenuTopic(category, decodeURIComponent(topicSlug));
  const details = listed ? await getTopicDetails(listed.id) : null;
  return { menu, category, topic: listed && details ? { ...listed, ...details } : undefined };
});
