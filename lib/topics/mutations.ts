import { z } from "zod";
import { cacheTags } from "@/lib/cache-tags";
import { menuShowing } from "@/lib/categories/menu";
import { languagesLinkedTo, sharedTranslationKey, slugOrVersionClash } from "@/lib/counterparts/mutations";
import type { DbTransaction } from "@/lib/db";
import { BY_ORDER } from "@/lib/database/order";
import { reorderFields, rewriteOrder, type ListReorder } from "@/lib/database/reorder";
import { refuse, onRow, rowIdSchema, type Applied, type Refusal, type WriteOperation } from "@/lib/database/write";
import { MAX_ROW_ID } from "@/lib/database/row-id";
import { sanitizeRichText } from "@/lib/text/rich-text";
import { nextTopicOrder } from "@/lib/database/next-order";
import { deletedRevision, fieldsOf, TOPIC_DATA } from "@/lib/revisions/deleted-data";
import { publishableCreate, publishableUpdate, type PublishingChoice } from "@/lib/publishing/publishable";
import { imageAltRefusal } from "./media-alt";
import { normalizeTopic, topicChangesSchema, topicSchema, type TopicData } from "./schema";

/**
 * The writes of a topic, as operations for the write path (lib/database/write.ts). What a write
 * expires is bounded, however many topics the site holds: the topic's page at its address (before and
 * after), its category's listing, its versions' hreflang links and the sitemap when where it is
 * changes, and every page of its language only when the menu's part of its category changes (the
 * menu holds the first topics of each category: lib/categories/queries.ts).
 */
type Saved = { id: number; languageCode: string };

/** Where a topic is, as the cache entries of public pages name it. */
type TopicPlace = { id: number; categoryId: number; slug: string; isActive: boolean; translationKey: string | null };
const PLACE = { id: true, categoryId: true, slug: true, isActive: true, translationKey: true } as const;

/**
 * The tags a write of a topic in `languageCode` expires, from where it was (null: created) and is
 * (null: deleted), and whether what the menu shows changed.
 */
export function topicWriteTags(
  languageCode: string,
  before: TopicPlace | null,
  after: TopicPlace | null,
  menuChanged: boolean,
): string[] {
  const places = [before, after].filter((place): place is TopicPlace => place !== null);
  const moved =
    !before ||
    !after ||
    before.slug !== after.slug ||
    before.categoryId !== after.categoryId ||
    before.isActive !== after.isActive ||
    before.translationKey !== after.translationKey;
  const keys = places.flatMap((place) => (place.translationKey ? [place.translationKey] : []));
  return [
    ...(menuChanged ? [cacheTags.menu(languageCode)] : []),
    ...places.flatMap((place) => [
      cacheTags.categoryListing(place.categoryId),
      cacheTags.topicAt(place.categoryId, place.slug),
    ]),
    ...(moved ? [...keys.map(cacheTags.topicGroup), cacheTags.sitemap(languageCode)] : []),
  ];
}

/** Runs `change` and tells whether it changed what the menu shows of these categories. */
async function watchingMenu<Result>(
  tx: DbTransaction,
  categoryIds: number[],
  change: () => Promise<Result>,
): Promise<{ result: Result; menuChanged: boolean }> {
  const before = await menuShowing(tx, categoryIds);
  const result = await change();
  return { result, menuChanged: (await menuShowing(tx, categoryIds)) !== before };
}

/**
 * How a save treats the topic: as a draft, published or unpublished (lib/publishing), and its
 * category: `activateCategory` publishes an inactive one along with the topic.
 */
export interface TopicSaveOptions extends PublishingChoice {
  activateCategory?: boolean;
}

/** A topic's working copy is kept as a save stores it: its body sanitized, its meta title filled in. */
const storedTopic = <Fields extends Parameters<typeof normalizeTopic>[0]>(fields: Fields) =>
  normalizeTopic(fields, sanitizeRichText);

/**
 * Only an active category of the topic's own language can hold it. An inactive topic, a
 * draft the public never sees, may also wait in an inactive one: the coverage view files a new
 * version in its category's new (inactive) version, and both must stay editable until reviewed.
 * Activating a topic in an inactive category is refused for that very reason ("categoryInactive"),
 * unless the save activates the category too, in the same transaction: then the tags of the
 * category's pages (its menus, its listing) are expired along with the topic's.
 */
async function categoryHolds(
  tx: DbTransaction,
  categoryId: number,
  languageCode: string,
  topicIsActive: boolean,
  { activateCategory }: TopicSaveOptions,
): Promise<Refusal | { languages: string[]; tags: string[] }> {
  const category = await tx.category.findFirst({
    where: { id: categoryId, languageCode },
    select: { id: true, isActive: true, translationKey: true },
  });
  if (!category) return refuse("invalid", { categoryId: "categoryRequired" });
  if (!topicIsActive || category.isActive) return { languages: [], tags: [] };
  if (!activateCategory) return refuse("invalid", { categoryId: "categoryInactive" });
  await tx.category.update({ where: { id: category.id }, data: { isActive: true } });
  const languages = await languagesLinkedTo(tx, "category", languageCode, [category.translationKey]);
  return { languages, tags: [...languages.map(cacheTags.menu), cacheTags.categoryListing(category.id)] };
}

const isRefusal = (value: object): value is Refusal => "refused" in value;

/** The author and the reviewer must be team members (of any language: a Turkish lawyer may review the English article). */
async function bylineRefusal(
  tx: DbTransaction,
  { authorId, reviewedById }: { authorId?: number | null; reviewedById?: number | null },
): Promise<Refusal | null> {
  const members = [
    ["authorId", authorId, "authorUnknown"],
    ["reviewedById", reviewedById, "reviewerUnknown"],
  ] as const;
  for (const [field, id, code] of members) {
    if (id == null) continue;
    if (!(await tx.teamMember.count({ where: { id } }))) return refuse("invalid", { [field]: code });
  }
  return null;
}

/** The image-alt rule (./media-alt.ts) for a body saved to topic `id`, in that topic's language. */
async function topicImageAltRefusal(tx: DbTransaction, id: number, body: string): Promise<Refusal | null> {
  const topic = await tx.topic.findUnique({ where: { id }, select: { languageCode: true } });
  return topic ? imageAltRefusal(tx, body, topic.languageCode) : null;
}

/**
 * Inserts a valid topic; with `translationOf`, as the version in its language of that topic. The
 * create form's operation and the coverage view's one-click version (lib/counterparts) share it.
 */
export async function insertTopic(
  tx: DbTransaction,
  data: TopicData,
  translationOf?: number,
  options: TopicSaveOptions = {},
): Promise<Applied<Saved> | Refusal> {
  const unknownMember = await bylineRefusal(tx, data);
  if (unknownMember) return unknownMember;
  const undescribedImage = await imageAltRefusal(tx, data.body, data.languageCode);
  if (undescribedImage) return undescribedImage;
  const category = await categoryHolds(tx, data.categoryId, data.languageCode, data.isActive, options);
  if (isRefusal(category)) return category;
  const translationKey = translationOf
    ? await sharedTranslationKey(tx, "topic", translationOf, data.languageCode)
    : undefined;
  const order = data.order ?? (await nextTopicOrder(data.categoryId, tx));
  const { result: created, menuChanged } = await watchingMenu(tx, [data.categoryId], () =>
    tx.topic.create({ data: { ...normalizeTopic(data, sanitizeRichText), order, translationKey }, select: PLACE }),
  );
  const languages = await languagesLinkedTo(tx, "topic", data.languageCode, [translationKey ?? null]);
  // The source may have had no translationKey until now: its own entries, and its language's sitemap list, named none.
  const tags = [
    ...topicWriteTags(data.languageCode, null, created, menuChanged),
    ...(translationOf ? [cacheTags.topicGroups, ...languages.map(cacheTags.sitemap)] : []),
    ...category.tags,
  ];
  return {
    id: created.id,
    value: { id: created.id, languageCode: data.languageCode },
    languages: [...languages, ...category.languages],
    tags,
  };
}

/** Creates a topic; with `translationOf`, as the version in its language of that topic. */
export function createTopic(
  input: unknown,
  translationOf?: number,
  options: TopicSaveOptions = {},
): WriteOperation<typeof topicSchema, Saved> {
  const live: WriteOperation<typeof topicSchema, Saved> = {
    entity: "topic",
    action: "create",
    schema: topicSchema,
    input,
    onUniqueViolation: slugOrVersionClash,
    apply: (tx, data) => insertTopic(tx, data, translationOf, options),
  };
  return publishableCreate("topic", live, { ...options, normalize: storedTopic });
}

/** Changes a topic's fields, unless someone saved it since `version` (no lost update). Its language stays. */
export function updateTopic(
  version: { id: number; updatedAt: Date },
  input: unknown,
  options: TopicSaveOptions = {},
): WriteOperation<typeof topicChangesSchema, Saved> {
  const live = {
    entity: "topic",
    action: "update",
    schema: topicChangesSchema,
    input,
    row: version,
    onUniqueViolation: slugOrVersionClash,
    async apply(tx: DbTransaction, data: z.output<typeof topicChangesSchema>): Promise<Applied<Saved> | Refusal> {
      const before = await tx.topic.findUniqueOrThrow({
        where: { id: version.id },
        select: { ...PLACE, languageCode: true },
      });
      const category = await categoryHolds(tx, data.categoryId, before.languageCode, data.isActive, options);
      if (isRefusal(category)) return category;
      const { result: saved, menuChanged } = await watchingMenu(tx, [before.categoryId, data.categoryId], () =>
        tx.topic.update({ where: { id: version.id }, data: normalizeTopic(data, sanitizeRichText), select: PLACE }),
      );
      const languages = await languagesLinkedTo(tx, "topic", before.languageCode, [saved.translationKey]);
      const tags = [...topicWriteTags(before.languageCode, before, saved, menuChanged), ...category.tags];
      return {
        id: version.id,
        value: { id: version.id, languageCode: before.languageCode },
        languages: [...languages, ...category.languages],
        tags,
      };
    },
  } as const;
  const publishable = publishableUpdate("topic", live, { ...options, normalize: storedTopic });
  // Checked before a draft too: a working copy naming no team member, or an image saying nothing, could never be published.
  return {
    ...publishable,
    apply: async (tx, data) =>
      (await bylineRefusal(tx, data)) ??
      (await topicImageAltRefusal(tx, version.id, data.body)) ??
      publishable.apply(tx, data),
  };
}

/**
 * Saves a topic as it is stored with some fields changed, at the version it was read in (scripts and
 * tests that edit a row they just read; the domain schema drops what is not a field, e.g. its id).
 */
export function editStoredTopic(
  row: { id: number; updatedAt: Date },
  changes: Partial<TopicData>,
): WriteOperation<typeof topicChangesSchema, Saved> {
  return updateTopic({ id: row.id, updatedAt: row.updatedAt }, { ...row, ...changes });
}

export function deleteTopic(id: number): WriteOperation<typeof rowIdSchema, { languageCode: string }> {
  return {
    ...onRow("topic", "delete", id),
    async apply(tx, data) {
      const row = await tx.topic.findUnique({ where: { id: data.id }, select: { categoryId: true } });
      const { result: deleted, menuChanged } = await watchingMenu(tx, row ? [row.categoryId] : [], () =>
        tx.topic.delete({ where: { id: data.id }, select: { ...PLACE, ...TOPIC_DATA, languageCode: true } }),
      );
      const languages = await languagesLinkedTo(tx, "topic", deleted.languageCode, [deleted.translationKey]);
      const tags = topicWriteTags(deleted.languageCode, deleted, null, menuChanged);
      // Kept so that "Geri al" can bring it back (lib/revisions/undo-delete.ts).
      const { languageCode } = deleted;
      const revision = deletedRevision("topic", data.id, { ...fieldsOf(deleted, TOPIC_DATA), languageCode });
      return { id: data.id, value: { languageCode: deleted.languageCode }, languages, tags, revision };
    },
  };
}

const topicReorderSchema = z.object({ categoryId: z.int().positive().max(MAX_ROW_ID), ...reorderFields });

/**
 * The topics of a category in a new order (the admin's drag and drop): orders 1..n in one write,
 * refused as "conflict" when the list changed since the admin loaded it. The category's page lists
 * them in that order, and the menu of its language its first ones.
 */
export function reorderTopics(
  categoryId: number,
  list: ListReorder,
): WriteOperation<typeof topicReorderSchema, { languageCode: string }> {
  return {
    entity: "topic",
    action: "reorder",
    schema: topicReorderSchema,
    input: { categoryId, ...list },
    async apply(tx, { categoryId, ...list }) {
      const category = await tx.category.findUnique({ where: { id: categoryId }, select: { languageCode: true } });
      if (!category) return refuse("notFound");
      const { result: refusal, menuChanged } = await watchingMenu(tx, [categoryId], () =>
        rewriteOrder(
          tx,
          {
            key: `topic:${categoryId}`,
            read: () =>
              tx.topic.findMany({ where: { categoryId }, orderBy: BY_ORDER, select: { id: true, order: true } }),
            write: (id, order) => tx.topic.update({ where: { id }, data: { order } }),
          },
          list,
        ),
      );
      const { languageCode } = category;
      // The order shows in the menu (its first topics), the listing and the related topics, which are the menu's.
      const tags = [...(menuChanged ? [cacheTags.menu(languageCode)] : []), cacheTags.categoryListing(categoryId)];
      return refusal ?? { id: `category:${categoryId}`, value: { languageCode }, languages: [languageCode], tags };
    },
  };
}
