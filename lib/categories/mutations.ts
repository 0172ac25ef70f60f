import { z } from "zod";
import { cacheTags } from "@/lib/cache-tags";
import { languagesLinkedTo, sharedTranslationKey, slugOrVersionClash } from "@/lib/counterparts/mutations";
import type { DbTransaction } from "@/lib/db";
import { BY_ORDER } from "@/lib/database/order";
import { reorderFields, rewriteOrder, type ListReorder } from "@/lib/database/reorder";
import { onRow, refuse, rowIdSchema, type Applied, type Refusal, type WriteOperation } from "@/lib/database/write";
import { DEFAULT_LOCALE } from "@/lib/i18n/routing";
import { languageCodeSchema } from "@/lib/languages/code-schema";
import { nextCategoryOrder } from "@/lib/database/next-order";
import { CATEGORY_WITH_TOPICS, deletedRevision } from "@/lib/revisions/deleted-data";
import { publishableCreate, publishableUpdate, type PublishingChoice } from "@/lib/publishing/publishable";
import { categoryChangesSchema, categorySchema, type CategoryData } from "./schema";

/**
 * The writes of a category, as operations for the write path (lib/database/write.ts). Its public
 * pages are the menu of its language and of its counterparts' (whose hreflang links it), and its
 * listing; deleting it removes its topics' pages too (a topic page finds its category in the menu
 * first) and its topics from the sitemap.
 */
function tagsOf(categoryId: number, languages: readonly string[]): string[] {
  return [...languages.map(cacheTags.menu), cacheTags.categoryListing(categoryId)];
}

type Saved = { id: number; languageCode: string };

/**
 * Inserts a valid category; with `translationOf`, as the version in its language of that category.
 * The create form's operation and the coverage view's one-click version (lib/counterparts) share it.
 */
export async function insertCategory(
  tx: DbTransaction,
  data: CategoryData,
  translationOf?: number,
): Promise<Applied<Saved>> {
  const translationKey = translationOf
    ? await sharedTranslationKey(tx, "category", translationOf, data.languageCode)
    : undefined;
  const order = data.order ?? (await nextCategoryOrder(data.languageCode, tx));
  const created = await tx.category.create({ data: { ...data, order, translationKey }, select: { id: true } });
  const languages = await languagesLinkedTo(tx, "category", data.languageCode, [translationKey ?? null]);
  return {
    id: created.id,
    value: { id: created.id, languageCode: data.languageCode },
    languages,
    tags: tagsOf(created.id, languages),
  };
}

/**
 * A Turkish category is at /{slug}, unprefixed: a language with that code would take the address
 * for its home (/fr). The shipped codes are reserved outright (lib/site/paths.ts); one the firm
 * added is refused here, and the language form refuses a code a Turkish category holds.
 */
async function slugIsLanguagePrefix(tx: DbTransaction, languageCode: string, slug: string): Promise<Refusal | null> {
  if (languageCode !== DEFAULT_LOCALE || (await tx.language.count({ where: { code: slug } })) === 0) return null;
  return refuse("invalid", { slug: "slugReserved" });
}

/** Creates a category; with `translationOf`, as the version in its language of that category. */
export function createCategory(
  input: unknown,
  translationOf?: number,
  options: PublishingChoice = {},
): WriteOperation<typeof categorySchema, Saved> {
  return publishableCreate(
    "category",
    {
      entity: "category",
      action: "create",
      schema: categorySchema,
      input,
      onUniqueViolation: slugOrVersionClash,
      apply: async (tx, data) =>
        (await slugIsLanguagePrefix(tx, data.languageCode, data.slug)) ?? insertCategory(tx, data, translationOf),
    },
    options,
  );
}

/** Changes a category's fields, unless someone saved it since `version` (no lost update). Its language stays. */
export function updateCategory(
  version: { id: number; updatedAt: Date },
  input: unknown,
  options: PublishingChoice = {},
): WriteOperation<typeof categoryChangesSchema, Saved> {
  return publishableUpdate(
    "category",
    {
      entity: "category",
      action: "update",
      schema: categoryChangesSchema,
      input,
      row: version,
      onUniqueViolation: slugOrVersionClash,
      async apply(tx, data) {
        const { languageCode } = await tx.category.findUniqueOrThrow({
          where: { id: version.id },
          select: { languageCode: true },
        });
        const refusal = await slugIsLanguagePrefix(tx, languageCode, data.slug);
        if (refusal) return refusal;
        const saved = await tx.category.update({
          where: { id: version.id },
          data,
          select: { id: true, languageCode: true, translationKey: true },
        });
        const languages = await languagesLinkedTo(tx, "category", saved.languageCode, [saved.translationKey]);
        return {
          id: saved.id,
          value: { id: saved.id, languageCode: saved.languageCode },
          languages,
          tags: tagsOf(saved.id, languages),
        };
      },
    },
    options,
  );
}

/** Deletes a category and (by the foreign key's cascade) its topics. */
export function deleteCategory(id: number): WriteOperation<typeof rowIdSchema, { languageCode: string }> {
  return {
    ...onRow("category", "delete", id),
    async apply(tx, data) {
      const deleted = await tx.category.delete({
        where: { id: data.id },
        select: CATEGORY_WITH_TOPICS,
      });
      const languages = [
        ...(await languagesLinkedTo(tx, "category", deleted.languageCode, [deleted.translationKey])),
        ...(await languagesLinkedTo(
          tx,
          "topic",
          deleted.languageCode,
          deleted.topics.map((topic) => topic.translationKey),
        )),
      ];
      const tags = [...tagsOf(data.id, [...new Set(languages)]), cacheTags.sitemap(deleted.languageCode)];
      // Kept, its topics with it, so that "Geri al" can bring them back (lib/revisions/undo-delete.ts).
      const revision = deletedRevision("category", data.id, deleted);
      return { id: data.id, value: { languageCode: deleted.languageCode }, languages, tags, revision };
    },
  };
}

const categoryReorderSchema = z.object({ languageCode: languageCodeSchema, ...reorderFields });

/**
 * The categories of a language in a new order (the admin's drag and drop): orders 1..n in one
 * write, refused as "conflict" when the list changed since the admin loaded it. The menu of the
 * language shows the order; nothing else does.
 */
export function reorderCategories(
  languageCode: string,
  list: ListReorder,
): WriteOperation<typeof categoryReorderSchema, { languageCode: string }> {
  return {
    entity: "category",
    action: "reorder",
    schema: categoryReorderSchema,
    input: { languageCode, ...list },
    async apply(tx, { languageCode, ...list }) {
      const refusal = await rewriteOrder(
        tx,
        {
          key: `category:${languageCode}`,
          read: () =>
            tx.category.findMany({ where: { languageCode }, orderBy: BY_ORDER, select: { id: true, order: true } }),
          write: (id, order) => tx.category.update({ where: { id }, data: { order } }),
        },
        list,
      );
      return (
        refusal ?? {
          id: `language:${languageCode}`,
          value: { languageCode },
          languages: [languageCode],
          tags: [cacheTags.menu(languageCode)],
        }
      );
    },
  };
}
