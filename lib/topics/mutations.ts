import { z } from "zod";
import { cacheTags } from "@/lib/cache-tags";
import { languagesLinkedTo, sharedTranslationKey, slugOrVersionClash } from "@/lib/counterparts/mutations";
import type { DbTransaction } from "@/lib/db";
import { BY_ORDER } from "@/lib/database/order";
import { reorderFields, rewriteOrder, type ListReorder } from "@/lib/database/reorder";
import { refuse, onRow, rowIdSchema, type Applied, type Refusal, type WriteOperation } from "@/lib/database/write";
import { MAX_ROW_ID } from "@/lib/database/row-id";
import { sanitizeRichText } from "@/lib/text/rich-text";
import { nextTopicOrder } from "@/lib/database/next-order";
import { normalizeTopic, topicChangesSchema, topicSchema, type TopicData } from "./schema";

/**
 * The writes of a topic, as operations for the write path (lib/database/write.ts). A topic's page,
 * its category's listing and (when what the menu shows changes) every page of its language and its
 * counterparts' languages show or link it; a change to its body alone leaves the other pages cached.
 */
type Saved = { id: number; languageCode: string };

/** What the menu shows of a topic (every page of its language lists it in the sidebar). */
const MENU_FIELDS = ["title", "slug", "section", "order", "isActive", "categoryId"] as const;

/**
 * Spec 5: only an active category of the topic's own language can hold it. An inactive topic, a
 * draft the public never sees, may also wait in an inactive one: the coverage view files a new
 * version in its category's new (inactive) version, and both must stay editable until reviewed.
 */
async function holdsTopics(tx: DbTransaction, categoryId: number, languageCode: string, topicIsActive: boolean): Promise<boolean> {
  return (await tx.category.count({ where: { id: categoryId, languageCode, ...(topicIsActive ? { isActive: true } : {}) } })) === 1;
}

const noCategory = () => refuse("invalid", { categoryId: "categoryRequired" });

/**
 * Inserts a valid topic; with `translationOf`, as the version in its language of that topic. The
 * create form's operation and the coverage view's one-click version (lib/counterparts) share it.
 */
export async function insertTopic(tx: DbTransaction, data: TopicData, translationOf?: number): Promise<Applied<Saved> | Refusal> {
  if (!(await holdsTopics(tx, data.categoryId, data.languageCode, data.isActive))) return noCategory();
  const translationKey = translationOf ? await sharedTranslationKey(tx, "topic", translationOf, data.languageCode) : undefined;
  const order = data.order ?? (await nextTopicOrder(data.categoryId, tx));
  const created = await tx.topic.create({ data: { ...normalizeTopic(data, sanitizeRichText), order, translationKey }, select: { id: true } });
  const languages = await languagesLinkedTo(tx, "topic", data.languageCode, [translationKey ?? null]);
  const tags = [...languages.map(cacheTags.menu), cacheTags.categoryListing(data.categoryId), cacheTags.topic(created.id)];
  return { id: created.id, value: { id: created.id, languageCode: data.languageCode }, languages, tags };
}

/** Creates a topic; with `translationOf`, as the version in its language of that topic. */
export function createTopic(input: unknown, translationOf?: number): WriteOperation<typeof topicSchema, Saved> {
  return {
    entity: "topic",
    action: "create",
    schema: topicSchema,
    input,
    onUniqueViolation: slugOrVersionClash,
    apply: (tx, data) => insertTopic(tx, data, translationOf),
  };
}

/** Changes a topic's fields, unless someone saved it since `version` (no lost update). Its language stays. */
export function updateTopic(version: { id: number; updatedAt: Date }, input: unknown): WriteOperation<typeof topicChangesSchema, Saved> {
  return {
    entity: "topic",
    action: "update",
    schema: topicChangesSchema,
    input,
    row: version,
    onUniqueViolation: slugOrVersionClash,
    async apply(tx, data) {
      const before = await tx.topic.findUniqueOrThrow({ where: { id: version.id } });
      if (!(await holdsTopics(tx, data.categoryId, before.languageCode, data.isActive))) return noCategory();
      const saved = await tx.topic.update({ where: { id: version.id }, data: normalizeTopic(data, sanitizeRichText), select: { translationKey: true } });
      const languages = await languagesLinkedTo(tx, "topic", before.languageCode, [saved.translationKey]);
      const changed = data as Omit<TopicData, "languageCode">;
      // A blank order leaves it as it was.
      const menuChanged = MENU_FIELDS.some((field) => changed[field] !== undefined && before[field] !== changed[field]);
      const tags = [
        ...(menuChanged ? languages.map(cacheTags.menu) : []),
        cacheTags.categoryListing(before.categoryId),
        cacheTags.categoryListing(data.categoryId),
        cacheTags.topic(version.id),
      ];
      return { id: version.id, value: { id: version.id, languageCode: before.languageCode }, languages, tags };
    },
  };
}

export function deleteTopic(id: number): WriteOperation<typeof rowIdSchema, { languageCode: string }> {
  return {
    ...onRow("topic", "delete", id),
    async apply(tx, data) {
      const deleted = await tx.topic.delete({ where: { id: data.id }, select: { languageCode: true, categoryId: true, translationKey: true } });
      const languages = await languagesLinkedTo(tx, "topic", deleted.languageCode, [deleted.translationKey]);
      const tags = [...languages.map(cacheTags.menu), cacheTags.categoryListing(deleted.categoryId), cacheTags.topic(data.id)];
      return { id: data.id, value: { languageCode: deleted.languageCode }, languages, tags };
    },
  };
}

const topicReorderSchema = z.object({ categoryId: z.int().positive().max(MAX_ROW_ID), ...reorderFields });

/**
 * The topics of a category in a new order (the admin's drag and drop): orders 1..n in one write,
 * refused as "conflict" when the list changed since the admin loaded it. The menu of its language
 * and the category's page list them in that order.
 */
export function reorderTopics(categoryId: number, list: ListReorder): WriteOperation<typeof topicReorderSchema, { languageCode: string }> {
  return {
    entity: "topic",
    action: "reorder",
    schema: topicReorderSchema,
    input: { categoryId, ...list },
    async apply(tx, { categoryId, ...list }) {
      const category = await tx.category.findUnique({ where: { id: categoryId }, select: { languageCode: true } });
      if (!category) return refuse("notFound");
      const refusal = await rewriteOrder(
        tx,
        {
          key: `topic:${categoryId}`,
          read: () => tx.topic.findMany({ where: { categoryId }, orderBy: BY_ORDER, select: { id: true, order: true } }),
          write: (id, order) => tx.topic.update({ where: { id }, data: { order } }),
        },
        list,
      );
      const { languageCode } = category;
      const tags = [cacheTags.menu(languageCode), cacheTags.categoryListing(categoryId)];
      return refusal ?? { id: `category:${categoryId}`, value: { languageCode }, languages: [languageCode], tags };
    },
  };
}
