import { unstable_cache } from "next/cache";
import { cacheTags } from "@/lib/cache-tags";
import { db } from "@/lib/db";

/**
 * The public content of one language: its active categories, each with its active topics, by
 * order. Read once per language and cached until a category or topic of that language changes;
 * menus, category pages and topic pages are all cut from it.
 */
export interface PublicTopic {
  id: number;
  title: string;
  slug: string;
  section: string;
  content: string;
  keywords: string[];
  metaTitle: string;
  metaDescription: string;
  translationKey: string | null;
  updatedAt: Date;
}

export interface PublicCategory {
  id: number;
  title: string;
  slug: string;
  description: string;
  translationKey: string | null;
  updatedAt: Date;
  topics: PublicTopic[];
}

const byOrder = [{ order: "asc" as const }, { id: "asc" as const }];

export async function findPublicContent(languageCode: string): Promise<PublicCategory[]> {
  return db.category.findMany({
    where: { languageCode, isActive: true },
    orderBy: byOrder,
    select: {
      id: true,
      title: true,
      slug: true,
      description: true,
      translationKey: true,
      updatedAt: true,
      contents: {
        where: { isActive: true },
        orderBy: byOrder,
        select: {
          id: true,
          title: true,
          slug: true,
          section: true,
          content: true,
          keywords: true,
          metaTitle: true,
          metaDescription: true,
          translationKey: true,
          updatedAt: true,
        },
      },
    },
  }).then((categories) => categories.map(({ contents, ...category }) => ({ ...category, topics: contents })));
}

export function getPublicContent(languageCode: string): Promise<PublicCategory[]> {
  return unstable_cache(() => findPublicContent(languageCode), ["public-content", languageCode], {
    tags: [cacheTags.content(languageCode)],
  })();
}

/** unstable_cache hands dates back as strings; pages want them as dates. */
export function reviveDates(categories: PublicCategory[]): PublicCategory[] {
  return categories.map((category) => ({
    ...category,
    updatedAt: new Date(category.updatedAt),
    topics: category.topics.map((topic) => ({ ...topic, updatedAt: new Date(topic.updatedAt) })),
  }));
}

export function findCategory(categories: PublicCategory[], slug: string): PublicCategory | undefined {
  return categories.find((category) => category.slug === slug);
}

export function findTopic(category: PublicCategory, slug: string): PublicTopic | undefined {
  return category.topics.find((topic) => topic.slug === slug);
}

export const MAX_RELATED_TOPICS = 4;

/** Up to four other active topics of the same category (spec 9). */
export function relatedTopics(category: PublicCategory, topic: PublicTopic): PublicTopic[] {
  return category.topics.filter((other) => other.id !== topic.id).slice(0, MAX_RELATED_TOPICS);
}
