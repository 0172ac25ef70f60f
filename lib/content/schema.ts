import { z } from "zod";
import { idField, versionField } from "@/lib/api/fields";
import { categorySchema } from "@/lib/categories/schema";
import { languageCodeSchema } from "@/lib/languages/code-schema";
import { topicSchema } from "@/lib/topics/schema";

/**
 * The whole content of one language as PUT /api/content/{lang} sends it and GET answers it: its
 * categories, each with its topics ("contents") nested, every item the entity's own domain schema.
 * An item with an id is that row, kept and updated from the version (updatedAt) it was read at; one
 * without is new; a row of the language the body leaves out is deleted. The language is the path's;
 * a topic's category is the one it is nested in.
 */
const rowVersion = { id: idField.optional(), updatedAt: versionField.optional() };

/** An id and the version it was read at come together: an update without its version could lose someone's save. */
const versionedTogether = (item: { id?: number; updatedAt?: Date }) =>
  (item.id === undefined) === (item.updatedAt === undefined);
const VERSION_REQUIRED = { message: "updatedAtRequired", path: ["updatedAt"] };

export const contentTopicSchema = topicSchema
  .omit({ languageCode: true, categoryId: true })
  .extend(rowVersion)
  .strict()
  .refine(versionedTogether, VERSION_REQUIRED);

export const contentCategorySchema = categorySchema
  .omit({ languageCode: true })
  .extend({ ...rowVersion, contents: z.array(contentTopicSchema).default([]) })
  .strict()
  .refine(versionedTogether, VERSION_REQUIRED);

export const languageContentSchema = z
  .object({ languageCode: languageCodeSchema, categories: z.array(contentCategorySchema) })
  .strict();

export type LanguageContent = z.output<typeof languageContentSchema>;
export type ContentCategory = z.output<typeof contentCategorySchema>;
export type ContentTopic = z.output<typeof contentTopicSchema>;
