import { findMenuCategory, findMenuTopic, getMenu, type MenuCategory } from "@/lib/categories/queries";
import type { Locale } from "@/lib/i18n/routing";
import { pathOf, type PublicPage } from "./paths";

/**
 * Where a public page lives in the other languages: its counterpart by translationKey, else the
 * same slug, else nowhere. The language switch, hreflang links and the sitemap all ask here, so
 * they agree; each reads only the languages' menus.
 */
export function counterpartIn(page: PublicPage, from: MenuCategory[], to: MenuCategory[]): PublicPage | null {
  if (page.kind === "home" || page.kind === "static") return page;
  const category = findMenuCategory(from, page.categorySlug);
  const targetCategory =
    (category?.translationKey && to.find((c) => c.translationKey === category.translationKey)) || findMenuCategory(to, page.categorySlug);
  if (!targetCategory) return null;
  if (page.kind === "category") return { kind: "category", categorySlug: targetCategory.slug };
  const topic = category && findMenuTopic(category, page.topicSlug);
  const targetTopic =
    (topic?.translationKey && targetCategory.topics.find((t) => t.translationKey === topic.translationKey)) ||
    findMenuTopic(targetCategory, page.topicSlug);
  return targetTopic ? { kind: "topic", categorySlug: targetCategory.slug, topicSlug: targetTopic.slug } : null;
}

/** For each language, the path of this page there (null where it has no counterpart). */
export async function findAlternates(locale: Locale, page: PublicPage, languages: readonly Locale[]): Promise<Map<Locale, string | null>> {
  const from = await getMenu(locale);
  const result = new Map<Locale, string | null>();
  for (const language of languages) {
    const target = language === locale ? page : counterpartIn(page, from, await getMenu(language));
    result.set(language, target ? pathOf(target) : null);
  }
  return result;
}
