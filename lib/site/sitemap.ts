import type { MetadataRoute } from "next";
import { getMenu, type MenuCategory } from "@/lib/categories/queries";
import type { Locale } from "@/lib/i18n/routing";
import { getActiveLanguages } from "@/lib/languages/queries";
import { getSitemapTopics, type SitemapTopic } from "@/lib/topics/queries";
import { counterpartIn, type ContentIndex } from "./alternates";
import { pathOf, SERVICE_PAGE_SLUGS, STATIC_PAGES, type PublicPage } from "./paths";
import { localizedUrl } from "./seo";

/**
 * The pages of one language: home, the fixed pages, the service pages (each showing its category),
 * the categories of no service (one of a service redirects to its page: never listed), and topics.
 */
function pagesOf(menu: MenuCategory[], topics: SitemapTopic[]): PublicPage[] {
  const slugOf = new Map(menu.map((category) => [category.id, category.slug]));
  return [
    { kind: "home" },
    ...STATIC_PAGES.map((path): PublicPage => ({ kind: "static", path })),
    ...SERVICE_PAGE_SLUGS.map((slug): PublicPage => ({ kind: "category", categorySlug: slug })),
    ...menu
      .filter((category) => !category.service)
      .map((category): PublicPage => ({ kind: "category", categorySlug: category.slug })),
    ...topics.flatMap((topic): PublicPage[] => {
      const categorySlug = slugOf.get(topic.categoryId);
      return categorySlug ? [{ kind: "topic", categorySlug, topicSlug: topic.slug }] : [];
    }),
  ];
}

/** The sitemap's counterparts, from every language's whole topic list read once (not an entry per topic). */
function indexOf(menus: Map<string, MenuCategory[]>, topics: Map<string, SitemapTopic[]>): ContentIndex {
  const at = new Map<string, SitemapTopic>();
  const versions = new Map<string, { languageCode: string; categoryId: number; slug: string }[]>();
  for (const [languageCode, list] of topics) {
    for (const topic of list) {
      at.set(`${topic.categoryId}/${topic.slug}`, topic);
      if (topic.translationKey)
        versions.set(topic.translationKey, [
          ...(versions.get(topic.translationKey) ?? []),
          { languageCode, categoryId: topic.categoryId, slug: topic.slug },
        ]);
    }
  }
  return {
    menu: async (language) => menus.get(language) ?? [],
    topicAt: async (categoryId, slug) => at.get(`${categoryId}/${slug}`) ?? null,
    versions: async (translationKey) => versions.get(translationKey) ?? [],
  };
}

/** Every public URL of every active language, each with its alternates in the other languages. */
export async function buildSitemap(): Promise<MetadataRoute.Sitemap> {
  const languages: Locale[] = (await getActiveLanguages()).map((language) => language.code);
  const menus = new Map(await Promise.all(languages.map(async (code) => [code, await getMenu(code)] as const)));
  const topics = new Map(
    await Promise.all(languages.map(async (code) => [code, await getSitemapTopics(code)] as const)),
  );
  const index = indexOf(menus, topics);
  const entries: MetadataRoute.Sitemap = [];
  for (const locale of languages) {
    for (const page of pagesOf(menus.get(locale) ?? [], topics.get(locale) ?? [])) {
      const alternates: Record<string, string> = {};
      for (const other of languages) {
        const target = other === locale ? page : await counterpartIn(page, locale, other, index);
        if (target) alternates[other] = localizedUrl(other, pathOf(target));
      }
      entries.push({ url: localizedUrl(locale, pathOf(page)), alternates: { languages: alternates } });
    }
  }
  return entries;
}
