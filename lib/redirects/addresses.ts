import type { DbTransaction } from "@/lib/db";
import { prefixedPath } from "@/lib/i18n/routing";
import { paths } from "@/lib/site/paths";
import { SERVICE_PAGE_SLUGS, SERVICE_SOURCE_LANGUAGE, servicesOf } from "@/lib/site/services";

/**
 * Where the public finds a category or topic today, item by item ("topic:12" → "/en/patents/filing"),
 * with the language prefix: only what is on the site (active, in an active category) has an address.
 * A category is named by its own address (a service's category is shown on the service's page, and
 * its own address leads there); a category's addresses include its topics', which move with it.
 */
export type Addresses = Map<string, { path: string; target: string }>;

const TOPIC_PLACE = { id: true, slug: true, languageCode: true, isActive: true } as const;

async function categoryAddresses(tx: DbTransaction, id: number, into: Addresses): Promise<void> {
  const category = await tx.category.findUnique({
    where: { id },
    select: {
      id: true,
      slug: true,
      languageCode: true,
      isActive: true,
      translationKey: true,
      topics: { where: { isActive: true }, select: TOPIC_PLACE },
    },
  });
  if (!category?.isActive) return;
  const anchors = await tx.category.findMany({
    where: { languageCode: SERVICE_SOURCE_LANGUAGE, slug: { in: [...SERVICE_PAGE_SLUGS] } },
    select: { slug: true, translationKey: true },
  });
  const [shown] = servicesOf([category], anchors);
  const at = (path: string) => prefixedPath(category.languageCode, path);
  into.set(`category:${category.id}`, {
    path: at(paths.category(category.slug)),
    target: at(paths.categoryPage(shown ?? category)),
  });
  for (const topic of category.topics) {
    const path = at(paths.topic(category.slug, topic.slug));
    into.set(`topic:${topic.id}`, { path, target: path });
  }
}

async function topicAddresses(tx: DbTransaction, id: number, into: Addresses): Promise<void> {
  const topic = await tx.topic.findUnique({
    where: { id },
    select: { ...TOPIC_PLACE, category: { select: { slug: true, isActive: true } } },
  });
  if (!topic?.isActive || !topic.category.isActive) return;
  const path = prefixedPath(topic.languageCode, paths.topic(topic.category.slug, topic.slug));
  into.set(`topic:${topic.id}`, { path, target: path });
}

/** The public addresses of a category (with its topics) or a topic; none for other entities. */
export async function addressesOf(tx: DbTransaction, entity: string, id: number): Promise<Addresses> {
  const found: Addresses = new Map();
  if (entity === "category") await categoryAddresses(tx, id, found);
  if (entity === "topic") await topicAddresses(tx, id, found);
  return found;
}
