import { cache } from "react";
import { findMenuCategory, findServiceCategory, getMenu, type MenuCategory } from "@/lib/categories/queries";
import { getActiveLanguages } from "@/lib/languages/queries";
import type { ServicePageSlug } from "@/lib/site/paths";
import { getCategoryListing, getPublicTopic, type ListedTopic, type PublicTopic } from "@/lib/topics/queries";
import { previewCategoryListing, previewMenu, previewTopic } from "@/lib/preview/content";
import { getPreviewScope } from "@/lib/preview/scope";
import { isSlug } from "@/lib/text/slug";

/**
 * What each browsing page reads, once per request for the page and its metadata (React cache):
 * the language's menu, and only the entries of the page itself (a category's listing, a topic).
 * In a preview (lib/preview/scope.ts) the same, read uncached with the unpublished items it shows.
 */
export const loadMenu = cache(async (locale: string): Promise<MenuCategory[]> => {
  const scope = await getPreviewScope();
  return scope ? previewMenu(locale, scope) : getMenu(locale);
});

async function loadListing(locale: string, categoryId: number): Promise<ListedTopic[]> {
  const scope = await getPreviewScope();
  return scope ? previewCategoryListing(locale, categoryId, scope) : getCategoryListing(categoryId);
}

async function loadTopic(locale: string, categoryId: number, slug: string): Promise<PublicTopic | null> {
  const scope = await getPreviewScope();
  if (!scope) return getPublicTopic(categoryId, slug);
  return isSlug(slug) ? previewTopic(locale, categoryId, slug, scope) : null;
}

export interface CategoryPageData {
  menu: MenuCategory[];
  category?: MenuCategory;
  topics: ListedTopic[];
}

export const loadCategoryPage = cache(async (locale: string, slug: string): Promise<CategoryPageData> => {
  const menu = await loadMenu(locale);
  const category = findMenuCategory(menu, decodeURIComponent(slug));
  return { menu, category, topics: category ? await loadListing(locale, category.id) : [] };
});

/** A service's page: the articles of its category in the language, none while it has no (active) category. */
export const loadServicePage = cache(async (locale: string, service: ServicePageSlug): Promise<CategoryPageData> => {
  const menu = await loadMenu(locale);
  const category = findServiceCategory(menu, service);
  return { menu, category, topics: category ? await loadListing(locale, category.id) : [] };
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
    const topic = category ? await loadTopic(locale, category.id, decodeURIComponent(topicSlug)) : null;
    return { menu, category, topic: topic ?? undefined };
  },
);

/** The other active languages that have articles, for the home page of one that has none yet. */
export async function languagesWithContent(locale: string): Promise<{ code: string; nativeName: string }[]> {
  const others = (await getActiveLanguages()).filter((language) => language.code !== locale);
  const menus = await Promise.all(others.map((language) => loadMenu(language.code)));
  return others.filter((_, index) => menus[index]!.length > 0).map(({ code, nativeName }) => ({ code, nativeName }));
}
