import { findMenuCategory, getMenu, type MenuCategory } from "@/lib/categories/queries";
import type { Locale } from "@/lib/i18n/routing";
import { getPublicTopic, getTopicGroup, type TopicVersion } from "@/lib/topics/queries";
import { pathOf, type PublicPage } from "./paths";
import { isServicePageSlug } from "./services";

/**
 * What finding a page's counterparts reads: each language's menu (its categories), the topic at an
 * address, and the versions of a topic (those sharing its translationKey). Pages read them from the
 * cache, one small entry each; the sitemap from lists it reads whole (./sitemap.ts).
 */
export interface ContentIndex {
  menu(language: string): Promise<MenuCategory[]>;
  topicAt(categoryId: number, slug: string): Promise<{ slug: string; translationKey: string | null } | null>;
  versions(translationKey: string): Promise<TopicVersion[]>;
}

export const cachedContentIndex: ContentIndex = { menu: getMenu, topicAt: getPublicTopic, versions: getTopicGroup };

/**
 * Where a public page lives in another language: its counterpart by translationKey, else the same
 * slug, else nowhere; a service's page, and a category's that belongs to a service, is that service's
 * page there (a category of a service is shown on its service's page). The language switch, hreflang links and the sitemap all ask here, so they agree.
 */
export async function counterpartIn(
  page: PublicPage,
  from: string,
  to: string,
  index: ContentIndex = cachedContentIndex,
): Promise<PublicPage | null> {
  if (page.kind === "home" || page.kind === "static") return page;
  // A service's page is in every language, at the same address.
  if (page.kind === "category" && isServicePageSlug(page.categorySlug)) return page;
  const [fromMenu, toMenu] = await Promise.all([index.menu(from), index.menu(to)]);
  const category = findMenuCategory(fromMenu, page.categorySlug);
  if (page.kind === "category" && category?.service) return { kind: "category", categorySlug: category.service };
  const targetCategory =
    (category?.translationKey && toMenu.find((c) => c.translationKey === category.translationKey)) ||
    findMenuCategory(toMenu, page.categorySlug);
  if (page.kind === "category")
    return targetCategory ? { kind: "category", categorySlug: targetCategory.service ?? targetCategory.slug } : null;
  const topic = category ? await index.topicAt(category.id, page.topicSlug) : null;
  const version = topic?.translationKey
    ? (await index.versions(topic.translationKey)).find((one) => one.languageCode === to)
    : undefined;
  const versionCategory = version && toMenu.find((c) => c.id === version.categoryId);
  if (version && versionCategory) return { kind: "topic", categorySlug: versionCategory.slug, topicSlug: version.slug };
  const sameSlug = targetCategory ? await index.topicAt(targetCategory.id, page.topicSlug) : null;
  return targetCategory && sameSlug
    ? { kind: "topic", categorySlug: targetCategory.slug, topicSlug: sameSlug.slug }
    : null;
}

/** For each language, the path of this page there (null where it has no counterpart). */
export async function findAlternates(
  locale: Locale,
  page: PublicPage,
  languages: readonly Locale[],
): Promise<Map<Locale, string | null>> {
  const targets = await Promise.all(
    languages.map((language) => (language === locale ? page : counterpartIn(page, locale, language))),
  );
  return new Map(languages.map((language, at) => [language, targets[at] ? pathOf(targets[at]) : null]));
}
