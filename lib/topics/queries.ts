import { TOPIC_CONTENT, TOPIC_PAGE_COLUMNS } from "./columns";
import { unstable_cache } from "next/cache";
import { cacheTags } from "@/lib/cache-tags";
import { matchesSearch, readListPage, searchWhere, type PublicationQuery, type ListPage } from "@/lib/admin/list-query";
import { db } from "@/lib/db";
import { BY_ORDER } from "@/lib/database/order";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { ADMIN_EXCERPT_LENGTH, excerpt, TOPIC_EXCERPT_LENGTH } from "@/lib/text/excerpt";
import { LISTED_KEYWORDS } from "@/lib/text/keywords";
import { isSlug } from "@/lib/text/slug";
import { readingMinutes } from "@/lib/text/reading-time";
import { PUBLICATION_COLUMNS, publicationWhere, withPublicationState } from "@/lib/publishing/queries";
import type { PublicationState } from "@/lib/publishing/state";

/**
 * What a topic page shows: the topic its category's slug names, whole, one cache entry per address.
 * Found here, not in the menu (which holds only the first topics of each category), so a page is
 * made alike whether its category holds 20 topics or 2,000.
 */
export interface PublicTopic {
  id: number;
  title: string;
  slug: string;
  section: string;
  translationKey: string | null;
  body: string;
  keywords: string[];
  metaTitle: string;
  metaDescription: string;
  updatedAt: Date;
  /**
   * First publication, and the last legal review and who made it (lib/topics/review-queries.ts names
   * them in the page's language); optional: a preview's version may carry none.
   */
  publishedAt?: Date | null;
  reviewedAt?: Date | null;
  reviewedBy?: { id: number; languageCode: string } | null;
  /** Who wrote it, named as the reviewer is. */
  author?: { id: number; languageCode: string } | null;
}

/** The team members a topic names, as its page looks them up in its language (lib/topics/review-queries.ts). */
const TOPIC_PEOPLE = {
  reviewedBy: { select: { id: true, languageCode: true } },
  author: { select: { id: true, languageCode: true } },
} as const;

const PUBLIC_TOPIC = {
  ...TOPIC_PAGE_COLUMNS,
  publishedAt: true,
  reviewedAt: true,
  ...TOPIC_PEOPLE,
} as const;

/** A date column as the cache hands it back (a string), or as it is. */
const dateOrNull = (value: Date | string | null | undefined) => (value ? new Date(value) : null);

/**
 * The active topic at this slug of a category; null otherwise (its page is then a 404). Whether the
 * category is active is the menu's to say (every reader finds the category there first), so a
 * category switched off and on again expires the menu alone, not an entry per topic.
 */
export function findPublicTopic(categoryId: number, slug: string): Promise<PublicTopic | null> {
  return db.topic.findFirst({ where: { categoryId, slug, isActive: true }, select: PUBLIC_TOPIC });
}

export async function getPublicTopic(categoryId: number, slug: string): Promise<PublicTopic | null> {
  // A segment no slug can be is no topic: never a cache entry per made-up address.
  if (!isSlug(slug)) return null;
  const cached = await unstable_cache(() => findPublicTopic(categoryId, slug), ["topic-at", String(categoryId), slug], {
    tags: [cacheTags.topicAt(categoryId, slug), cacheTags.topicGroups],
  })();
  // The cache hands dates back as strings.
  return (
    cached && {
      ...cached,
      updatedAt: new Date(cached.updatedAt),
      publishedAt: dateOrNull(cached.publishedAt),
      reviewedAt: dateOrNull(cached.reviewedAt),
    }
  );
}

/** One version of a topic: in which language, under which category, at which slug. */
export interface TopicVersion {
  languageCode: string;
  categoryId: number;
  slug: string;
}

/** The active versions of a topic in every language (its translationKey's group), for its hreflang links; their categories are checked in the menus. */
export function findTopicGroup(translationKey: string): Promise<TopicVersion[]> {
  return db.topic.findMany({
    where: { translationKey, isActive: true },
    select: { languageCode: true, categoryId: true, slug: true },
  });
}

export function getTopicGroup(translationKey: string): Promise<TopicVersion[]> {
  return unstable_cache(() => findTopicGroup(translationKey), ["topic-group", translationKey], {
    tags: [cacheTags.topicGroup(translationKey), cacheTags.topicGroups],
  })();
}

/** A language's active topics as the sitemap lists them, by category and order. */
export interface SitemapTopic {
  categoryId: number;
  slug: string;
  translationKey: string | null;
}

/** A language's active topics; the sitemap keeps those whose category its menu holds. */
export function findSitemapTopics(languageCode: string): Promise<SitemapTopic[]> {
  return db.topic.findMany({
    where: { languageCode, isActive: true },
    orderBy: [{ categoryId: "asc" }, ...BY_ORDER],
    select: { categoryId: true, slug: true, translationKey: true },
  });
}

export function getSitemapTopics(languageCode: string): Promise<SitemapTopic[]> {
  return unstable_cache(() => findSitemapTopics(languageCode), ["sitemap-topics", languageCode], {
    tags: [cacheTags.sitemap(languageCode)],
  })();
}

/** A recently published topic as the home page lists it: where it is, when, how long, and who wrote and reviewed it. */
export interface LatestTopic {
  id: number;
  title: string;
  slug: string;
  category: { slug: string; title: string };
  publishedAt: Date;
  reviewedBy: { id: number; languageCode: string } | null;
  author: { id: number; languageCode: string } | null;
  readingMinutes: number;
}

/** The home page's "latest articles": three, the newest first publication first. */
export const LATEST_TOPICS = 3;

/** Where a language's latest topics are: its published topics of published categories, the most recently first published first. */
export function findLatestTopicPlaces(languageCode: string): Promise<{ categoryId: number; slug: string }[]> {
  return db.topic.findMany({
    where: { languageCode, isActive: true, publishedAt: { not: null }, category: { isActive: true } },
    orderBy: [{ publishedAt: "desc" }, { id: "desc" }],
    take: LATEST_TOPICS,
    select: { categoryId: true, slug: true },
  });
}

/** The published topic at that place, as the latest articles show it; null once it is gone. */
export async function findLatestTopic(categoryId: number, slug: string): Promise<LatestTopic | null> {
  const row = await db.topic.findFirst({
    where: { categoryId, slug, isActive: true, publishedAt: { not: null } },
    select: {
      id: true,
      title: true,
      slug: true,
      body: true,
      publishedAt: true,
      ...TOPIC_PEOPLE,
      category: { select: { slug: true, title: true } },
    },
  });
  if (!row) return null;
  const { body, publishedAt, ...topic } = row;
  return { ...topic, publishedAt: publishedAt!, readingMinutes: readingMinutes(body) };
}

/**
 * Cached in two layers, under the tags writes already expire: which topics are the latest changes
 * only when one is published, unpublished, moved or deleted (the language's sitemap) or a category is
 * (its menu); what one shows, with any write of that topic (its address's tag) or of its category.
 */
export async function getLatestTopics(languageCode: string): Promise<LatestTopic[]> {
  const places = await unstable_cache(() => findLatestTopicPlaces(languageCode), ["latest-topics", languageCode], {
    tags: [cacheTags.sitemap(languageCode), cacheTags.menu(languageCode)],
  })();
  const topics = await Promise.all(
    places.map(({ categoryId, slug }) =>
      unstable_cache(() => findLatestTopic(categoryId, slug), ["latest-topic", String(categoryId), slug], {
        tags: [cacheTags.topicAt(categoryId, slug), cacheTags.menu(languageCode)],
      })(),
    ),
  );
  return topics
    .filter((topic): topic is LatestTopic => topic !== null)
    .map((topic) => ({ ...topic, publishedAt: new Date(topic.publishedAt) }));
}

/** A topic as its category page lists it (numbered, a 150-character excerpt, keywords). */
export interface ListedTopic {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  keywords: string[];
}

export async function findCategoryListing(categoryId: number): Promise<ListedTopic[]> {
  const rows = await db.topic.findMany({
    where: { categoryId, isActive: true },
    orderBy: BY_ORDER,
    select: { id: true, title: true, slug: true, body: true, keywords: true },
  });
  // Only what the page shows: however many keywords topics have, a large category stays cacheable.
  return rows.map(({ body, keywords, ...row }) => ({
    ...row,
    excerpt: excerpt(body, TOPIC_EXCERPT_LENGTH),
    keywords: keywords.slice(0, LISTED_KEYWORDS),
  }));
}

export function getCategoryListing(categoryId: number): Promise<ListedTopic[]> {
  return unstable_cache(() => findCategoryListing(categoryId), ["category-listing", String(categoryId)], {
    tags: [cacheTags.categoryListing(categoryId)],
  })();
}

export interface AdminTopicRow {
  id: number;
  title: string;
  slug: string;
  categoryTitle: string;
  excerpt: string;
  keywords: string[];
  order: number;
  isActive: boolean;
  state: PublicationState;
}

const SEARCHED = ["title", "slug", "section"] as const;

/** Topics of the list whose keywords contain the search: Prisma filters a text array by whole items only, so it is read (ids and keywords). */
async function keywordMatches(scope: { languageCode: string; categoryId?: number }, q: string): Promise<number[]> {
  if (!q) return [];
  const rows = await db.topic.findMany({ where: scope, select: { id: true, keywords: true } });
  return rows.filter((row) => matchesSearch(q, row.keywords)).map((row) => row.id);
}

/**
 * One page of a language's topics for the admin list, optionally of one category, by category then
 * order; searched in title, slug, section and keywords, and filtered by status.
 */
export async function findTopicsForAdmin(
  languageCode: string,
  query: PublicationQuery,
  categoryId?: number,
): Promise<ListPage<AdminTopicRow>> {
  const scope = { languageCode, ...(categoryId ? { categoryId } : {}) };
  const search = searchWhere(query.q, SEARCHED);
  const byKeyword = await keywordMatches(scope, query.q);
  const where = {
    ...scope,
    ...publicationWhere(query.status),
    ...(search.OR ? { OR: [...search.OR, { id: { in: byKeyword } }] } : {}),
  };
  const page = await readListPage(query, {
    count: (filtered) => db.topic.count({ where: filtered ? where : scope }),
    rows: ({ skip, take }) =>
      db.topic.findMany({
        where,
        orderBy: [{ category: { order: "asc" } }, { categoryId: "asc" }, ...BY_ORDER],
        skip,
        take,
        select: {
          id: true,
          title: true,
          slug: true,
          body: true,
          keywords: true,
          order: true,
          ...PUBLICATION_COLUMNS,
          category: { select: { title: true } },
        },
      }),
  });
  return {
    ...page,
    rows: page.rows.map(({ body, category, ...row }) => ({
      ...withPublicationState(row),
      categoryTitle: category.title,
      excerpt: excerpt(body, ADMIN_EXCERPT_LENGTH),
    })),
  };
}

export function findTopicForEdit(id: number) {
  return db.topic.findUnique({ where: { id }, include: { category: { select: { translationKey: true } } } });
}

/** A topic as the REST API answers: the domain's shape, its id, its counterparts' key and its version (updatedAt). */
export const TOPIC_API_FIELDS = {
  id: true,
  languageCode: true,
  ...TOPIC_CONTENT,
  authorId: true,
  reviewedById: true,
  reviewedAt: true,
  reviewIntervalMonths: true,
  translationKey: true,
  updatedAt: true,
} as const;

/**
 * The API's topics of a language (optionally of one category), by category then order: for the
 * public only those the site shows (active, in an active category), for an administrator or a token all.
 */
export function findTopicsForApi(
  client: PrismaClient,
  languageCode: string,
  { includeInactive, categoryId }: { includeInactive: boolean; categoryId?: number },
) {
  return client.topic.findMany({
    where: {
      languageCode,
      ...(categoryId ? { categoryId } : {}),
      ...(includeInactive ? {} : { isActive: true, category: { isActive: true } }),
    },
    orderBy: [{ category: { order: "asc" } }, { categoryId: "asc" }, ...BY_ORDER],
    select: TOPIC_API_FIELDS,
  });
}

export function findTopicForApi(client: PrismaClient, id: number) {
  return client.topic.findUnique({ where: { id }, select: TOPIC_API_FIELDS });
}
