import type { Prisma } from "@/lib/generated/prisma/client";

/*
 * Column selections of a topic, apart from its queries (which use Next's cache): the write path's
 * operations, which scripts run outside Next, read them too.
 */

/** The topic's own columns its page shows; a preview (lib/preview/content.ts) reads them too. */
export const TOPIC_PAGE_COLUMNS = {
  id: true,
  title: true,
  slug: true,
  section: true,
  translationKey: true,
  body: true,
  keywords: true,
  metaTitle: true,
  metaDescription: true,
  updatedAt: true,
} as const satisfies Prisma.TopicSelect;

/** A topic's own fields as stored: where it stands, what it says, and whether the site shows it. */
export const TOPIC_CONTENT = {
  categoryId: true,
  section: true,
  title: true,
  slug: true,
  body: true,
  keywords: true,
  metaTitle: true,
  metaDescription: true,
  order: true,
  isActive: true,
} as const satisfies Prisma.TopicSelect;
