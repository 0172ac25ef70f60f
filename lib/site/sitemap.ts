import type { MetadataRoute } from "next";
import { getPublicContent } from "@/lib/categories/public-queries";
import type { Locale } from "@/lib/i18n/routing";
import { getActiveLanguages } from "@/lib/languages/queries";
import { counterpartIn, pathOf, STATIC_PAGES, type PublicPage } from "@/lib/site/paths";
import { SERVICE_PAGE_SLUGS } from "@/lib/site/services";
import { localizedUrl } from "@/lib/site/seo";

/** Every public URL of every active language, each with its alternates in the other languages. */
export async function buildSitemap(): Promise<MetadataRoute.Sitemap> {
  const languages = (await getActiveLanguages()).map((language) => language.code);
  const content = new Map(await Promise.all(languages.map(async (code) => [code, await getPublicContent(code)] as const)));
  const entries: MetadataRoute.Sitemap = [];
  for (const locale of languages) {
    const categories = content.get(locale) ?? [];
    const pages: PublicPage[] = [
      { kind: "home" },
      ...STATIC_PAGES.map((path): PublicPage => ({ kind: "static", path })),
      ...SERVICE_PAGE_SLUGS.filter((slug) => !categories.some((c) => c.slug === slug)).map((slug): PublicPage => ({ kind: "category", categorySlug: slug })),
      ...categories.flatMap((category): PublicPage[] => [
        { kind: "category", categorySlug: category.slug },
        ...category.topics.map((topic): PublicPage => ({ kind: "topic", categorySlug: category.slug, topicSlug: topic.slug })),
      ]),
    ];
    for (const page of pages) {
      const alternates: Record<string, string> = {};
      for (const other of languages) {
        const target = other === locale ? page : counterpartIn(page, categories, content.get(other) ?? []);
        if (target) alternates[other] = localizedUrl(other as Locale, pathOf(target));
      }
      entries.push({ url: localizedUrl(locale, pathOf(page)), alternates: { languages: alternates } });
    }
  }
  return entries;
}
