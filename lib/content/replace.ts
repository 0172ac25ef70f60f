import { randomBytes } from "node:crypto";
import { cacheTags, isTopicAddressTag } from "@/lib/cache-tags";
import { insertCategory, updateCategory } from "@/lib/categories/mutations";
import { slugOrVersionClash } from "@/lib/counterparts/mutations";
import type { DbTransaction } from "@/lib/db";
import { claimVersion } from "@/lib/database/versions";
import { refuse, type Applied, type Refusal, type WriteOperation } from "@/lib/database/write";
import { insertTopic, updateTopic } from "@/lib/topics/mutations";
import { planReplacement, type ExistingRow, type Replacement } from "./plan";
import { languageContentSchema, type ContentCategory, type LanguageContent } from "./schema";

/**
 * PUT /api/content/{lang}: a language's whole content replaced in one write (one transaction, one
 * change record): rows the body keeps are updated, new ones created, the others deleted, each by the
 * entity's own insert and update, so every rule of theirs holds. Any refusal rolls all of it back.
 *
 * Counterparts: a kept row keeps its translationKey, so its links to its versions in other languages
 * stay; a new row starts unlinked. Deleting a row that has versions in other languages is refused
 * ("counterpartsLinked"): a client that re-creates rows instead of sending their ids would unlink
 * them silently; unlinking stays a deliberate DELETE of that row.
 */
type Replaced = { languageCode: string };

async function existingContent(tx: DbTransaction, languageCode: string) {
  const select = { id: true, slug: true, translationKey: true } as const;
  const [categories, topics] = await Promise.all([
    tx.category.findMany({ where: { languageCode }, select }),
    tx.topic.findMany({ where: { languageCode }, select: { ...select, categoryId: true } }),
  ]);
  return { categories, topics };
}

/** The dropped rows whose translationKey another language's row shares, as `category:12` / `content:34`. */
async function linkedRows(tx: DbTransaction, languageCode: string, plan: Replacement): Promise<string[]> {
  const keysOf = (rows: ExistingRow[]) => rows.flatMap((row) => (row.translationKey ? [row.translationKey] : []));
  const others = { languageCode: { not: languageCode } };
  const [categoryKeys, topicKeys] = await Promise.all([
    tx.category.findMany({
      where: { translationKey: { in: keysOf(plan.droppedCategories) }, ...others },
      select: { translationKey: true },
    }),
    tx.topic.findMany({
      where: { translationKey: { in: keysOf(plan.droppedTopics) }, ...others },
      select: { translationKey: true },
    }),
  ]);
  const linked = new Set([...categoryKeys, ...topicKeys].map((row) => row.translationKey));
  return [
    ...plan.droppedCategories.filter((row) => linked.has(row.translationKey)).map((row) => `category:${row.id}`),
    ...plan.droppedTopics.filter((row) => linked.has(row.translationKey)).map((row) => `content:${row.id}`),
  ];
}

/**
 * Unique slugs hold at every statement, not only at the commit: rows that change their slug (two
 * swapping theirs) or go away (a new row taking a deleted one's slug) first move to a slug no
 * request can send, so the writes after them never meet an old one.
 */
async function parkSlugs(
  tx: DbTransaction,
  content: LanguageContent,
  plan: Replacement,
  existing: Awaited<ReturnType<typeof existingContent>>,
) {
  const parked = (id: number) => `parked-${id}-${randomBytes(6).toString("hex")}`;
  const categorySlugs = new Map(content.categories.map((category) => [category.id, category.slug]));
  // A topic's slug is unique within its category: the same slug in another category is a change too.
  const topicPlaces = new Map(
    content.categories.flatMap((category) =>
      category.contents.map((topic) => [topic.id, `${category.id}/${topic.slug}`]),
    ),
  );
  const dropped = new Set(plan.droppedCategories.map((row) => row.id));
  for (const row of existing.categories) {
    if (dropped.has(row.id) || categorySlugs.get(row.id) !== row.slug)
      await tx.category.update({ where: { id: row.id }, data: { slug: parked(row.id) } });
  }
  const droppedTopics = new Set(plan.droppedTopics.map((row) => row.id));
  for (const row of existing.topics) {
    if (!droppedTopics.has(row.id) && topicPlaces.get(row.id) !== `${row.categoryId}/${row.slug}`)
      await tx.topic.update({ where: { id: row.id }, data: { slug: parked(row.id) } });
  }
}

/** One category of the body and its topics, written by the entities' own operations. */
async function writeCategory(
  tx: DbTransaction,
  languageCode: string,
  { id, updatedAt, contents, ...fields }: ContentCategory,
): Promise<Applied<unknown>[] | Refusal> {
  const category =
    id === undefined
      ? await insertCategory(tx, { ...fields, languageCode })
      : await updateCategory({ id, updatedAt: updatedAt! }, fields).apply(tx, fields);
  if ("refused" in category) return category;
  const applied: Applied<unknown>[] = [category];
  for (const { id: topicId, updatedAt: topicVersion, ...topic } of contents) {
    const data = { ...topic, categoryId: Number(category.id) };
    const saved =
      topicId === undefined
        ? await insertTopic(tx, { ...data, languageCode })
        : await updateTopic({ id: topicId, updatedAt: topicVersion! }, data).apply(tx, data);
    if ("refused" in saved) return saved;
    applied.push(saved);
  }
  return applied;
}

export function replaceLanguageContent(input: unknown): WriteOperation<typeof languageContentSchema, Replaced> {
  return {
    entity: "category",
    action: "replace",
    schema: languageContentSchema,
    input,
    onUniqueViolation: slugOrVersionClash,
    async apply(tx, content) {
      const { languageCode } = content;
      const existing = await existingContent(tx, languageCode);
      const plan = planReplacement(content.categories, existing);
      if ("refused" in plan) return plan;
      for (const { entity, ...version } of plan.versions) {
        const claim = await claimVersion(tx, entity, version);
        if (claim !== "claimed") return refuse(claim);
      }
      const linked = await linkedRows(tx, languageCode, plan);
      if (linked.length)
        return refuse("counterpartsLinked", Object.fromEntries(linked.map((row) => [row, "counterpartsLinked"])));
      await tx.topic.deleteMany({ where: { id: { in: plan.droppedTopics.map((row) => row.id) } } });
      await parkSlugs(tx, content, plan, existing);
      const applied: Applied<unknown>[] = [];
      for (const category of content.categories) {
        const written = await writeCategory(tx, languageCode, category);
        if ("refused" in written) return written;
        applied.push(...written);
      }
      await tx.category.deleteMany({ where: { id: { in: plan.droppedCategories.map((row) => row.id) } } });
      const removed = plan.droppedCategories.map((row) => cacheTags.categoryListing(row.id));
      const languages = [languageCode, ...applied.flatMap((one) => one.languages)];
      // Slugs were parked on the way, so the rows' own address tags are not where pages were: every address goes at once.
      const everyAddress = [cacheTags.topicGroups, cacheTags.sitemap(languageCode)];
      const ownTags = applied.flatMap((one) => one.tags).filter((tag) => !isTopicAddressTag(tag));
      const tags = [
        cacheTags.menu(languageCode),
        ...everyAddress,
        ...ownTags,
        ...removed,
        ...plan.droppedTopics.map((row) => cacheTags.categoryListing(row.categoryId)),
      ];
      const removedRows = [
        ...plan.droppedCategories.map((row) => `category:${row.id}`),
        ...plan.droppedTopics.map((row) => `topic:${row.id}`),
      ];
      return { id: `language:${languageCode}`, value: { languageCode }, languages, tags, removed: removedRows };
    },
  };
}
