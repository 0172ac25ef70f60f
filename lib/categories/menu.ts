import type { DbTransaction } from "@/lib/db";
import { BY_ORDER } from "@/lib/database/order";
import type { ServicePageSlug } from "@/lib/site/paths";

/**
 * A language's menu (the sidebar): its active categories by order, each with its first
 * MENU_TOPICS active topics by order, titles and slugs only. Every public page of the language shows
 * it, so it is bounded: however many topics a category holds, a page and its render stay the same
 * size, and an edit of a topic further down changes no page but its own and its category's (the
 * category page lists them all). Bodies live in entries of their own (lib/topics/queries.ts).
 */
export const MENU_TOPICS = 10;

export interface MenuTopic {
  id: number;
  title: string;
  slug: string;
  section: string;
}

export interface MenuCategory {
  id: number;
  title: string;
  slug: string;
  description: string;
  translationKey: string | null;
  /** The service it belongs to (lib/site/services.ts): its page is that service's page. */
  service: ServicePageSlug | null;
  /** The first MENU_TOPICS of its active topics. */
  topics: MenuTopic[];
  /** Whether it has more active topics than the menu shows. */
  moreTopics: boolean;
}

const MENU_TOPIC_FIELDS = { id: true, title: true, slug: true, section: true } as const;

/** The topics of a category as the menu shows them (one more than shown: whether there are more). */
export const menuTopicsQuery = {
  where: { isActive: true },
  orderBy: BY_ORDER,
  take: MENU_TOPICS + 1,
  select: MENU_TOPIC_FIELDS,
};

/**
 * What the menu shows of these categories, as a value to compare before and after a topic write
 * (lib/topics/mutations.ts): a write that leaves it alike leaves every page of the language cached.
 */
export async function menuShowing(tx: DbTransaction, categoryIds: readonly number[]): Promise<string> {
  const categories = await tx.category.findMany({
    where: { id: { in: [...new Set(categoryIds)] }, isActive: true },
    orderBy: { id: "asc" },
    select: { id: true, topics: menuTopicsQuery },
  });
  return JSON.stringify(categories);
}
