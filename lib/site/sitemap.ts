import type { MetadataRoute } from "next";
import { getMenu, type MenuCategory } from "@/lib/categories/queries";
import type { Locale } from "@/lib/i18n/routing";
import { getActiveLanguages } from "@/lib/languages/queries";
import { counterpartIn } from "./alternates";
import { pathOf, SERVICE_PAGE_SLUGS, STATIC_PAGES, type PublicPage } from "./paths";
import { localizedUrl } from "./seo";

/** The pages of one language: home, the fixed pages, service pages no category hides, categories and topics. */
function pagesOf(menu: MenuCategory[]): PublicPage[] {
  return [
    { kind: "home" },
    ...STATIC_PAGES.map((path): PublicPage => ({ kind: "static", path })),
    ...SERVICE_PAGE_SLUGS.filter((slug) => !menu.some((c) => c.slug === slug)).map((slug): PublicPage => ({ kind: "category", categorySlug: slug })),
    ...menu.flatMap((category): PublicPage[] => [
      { kind: "category", categorySlug: category.slug },
      ...category.topics.map((topic): PublicPage => ({ kind: "topic", categorySlug: category.slug, topicSlug: topic.slug })),
    ]),
  ];
}

/** Every public URL of every active language, each with its alternates in the other languages. */
export async function buildSitemap(): Promise<MetadataRoute.Sitemap> {
  const languages: Locale[] = (await getActiveLanguages()).map((language) => language.code);
  const menus = new Map(await Promise.all(languages.map(async (code) => [code, await getMenu(code)] as const)));
  const entries: MetadataRoute.Sitemap = [];
  for (const locale of languages) {
    const menu = menus.get(locale) ?? [];
    for (const page of pagesOf(menu)) {
      const alternates: Record<string, string> = {};
      for (const other of languages) {
        const target = other === locale ? page : counterpartIn(page, menu, menus.get(other) ?? []);
        if (target) alternates[other] = localizedUrl(other, pathOf(target));
      }
      entries.push({ url: localizedUrl(locale, pathOf(page)), alternates: { languages: alternates } });
    }
  }
  return entries;
}
