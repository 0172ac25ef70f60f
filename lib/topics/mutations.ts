import { cacheTags } from "@/lib/cache-tags";
import { languagesLinkedTo, sharedTranslationKey, slugOrVersionClash } from "@/lib/counterparts/mutations";
import type { DbTransaction } from "@/lib/db";
import { refuse, onRow, rowIdSchema, type Applied, type Refusal, type WriteOperation } from "@/lib/database/write";
import { sanitizeRichText } from "@/lib/text/rich-text";
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
  const created = await tx.topic.create({ data: { ...normalizeTopic(data, sanitizeRichText), translationKey }, select: { id: true } });
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
      const menuChanged = MENU_FIELDS.some((field) => before[field] !== (data as Omit<TopicData, "languageCode">)[field]);
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
