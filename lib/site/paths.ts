import { getPublicContent, findCategory, findTopic, type PublicCategory } from "@/lib/categories/public-queries";
import type { Locale } from "@/lib/i18n/routing";

/**
 * Which public page a path (without its language prefix) names, and where the same page lives in
 * the other languages: used by the language switch and by the hreflang links, so both agree.
 */
export const STATIC_PAGES = ["/kurumsal", "/hizmetler", "/ekibimiz", "/iletisim", "/gizlilik-politikasi", "/kullanim-kosullari"] as const;
/** First path segments that are never category slugs. */
export const RESERVED_SEGMENTS = ["kurumsal", "hizmetler", "ekibimiz", "iletisim", "gizlilik-politikasi", "kullanim-kosullari", "admin", "api"];

export type PublicPage =
  | { kind: "home" }
  | { kind: "static"; path: string }
  | { kind: "category"; categorySlug: string }
  | { kind: "topic"; categorySlug: string; topicSlug: string };

export function parsePublicPath(path: string): PublicPage {
  const segments = path.split(/[?#]/)[0]!.split("/").filter(Boolean).map(decodeURIComponent);
  if (segments.length === 0) return { kind: "home" };
  const [first, second] = segments as [string, string | undefined];
  if (RESERVED_SEGMENTS.includes(first)) return { kind: "static", path: `/${first}` };
  if (second === undefined) return { kind: "category", categorySlug: first };
  return { kind: "topic", categorySlug: first, topicSlug: second };
}

export function pathOf(page: PublicPage): string {
  switch (page.kind) {
    case "home":
      return "/";
    case "static":
      return page.path;
    case "category":
      return `/${page.categorySlug}`;
    case "topic":
      return `/${page.categorySlug}/${page.topicSlug}`;
  }
}

/** The page in another language: the counterpart by translationKey, else the same slug, else null. */
export function counterpartIn(page: PublicPage, from: PublicCategory[], to: PublicCategory[]): PublicPage | null {
  if (page.kind === "home" || page.kind === "static") return page;
  const category = findCategory(from, page.categorySlug);
  const targetCategory =
    (category?.translationKey && to.find((c) => c.translationKey === category.translationKey)) || findCategory(to, page.categorySlug);
  if (!targetCategory) return null;
  if (page.kind === "category") return { kind: "category", categorySlug: targetCategory.slug };
  const topic = category && findTopic(category, page.topicSlug);
  const targetTopic =
    (topic?.translationKey && targetCategory.topics.find((t) => t.translationKey === topic.translationKey)) ||
    findTopic(targetCategory, page.topicSlug);
  return targetTopic ? { kind: "topic", categorySlug: targetCategory.slug, topicSlug: targetTopic.slug } : null;
}

/** For each language, the path of this page there (null where it has no counterpart). */
export async function findAlternates(locale: Locale, page: PublicPage, languages: readonly Locale[]): Promise<Map<Locale, string | null>> {
  const from = await getPublicContent(locale);
  const result = new Map<Locale, string | null>();
  for (const language of languages) {
    const target = language === locale ? page : counterpartIn(page, from, await getPublicContent(language));
    result.set(language, target ? pathOf(target) : null);
  }
  return result;
}
