import { z } from "zod";
import { insertCategory } from "@/lib/categories/mutations";
import { categorySchema } from "@/lib/categories/schema";
import type { DbTransaction } from "@/lib/db";
import { isCounterpartClash, violatedIndex } from "@/lib/database/prisma-errors";
import { fieldErrorsOf, refuse, type Applied, type Refusal, type WriteOperation } from "@/lib/database/write";
import { languageCodeSchema } from "@/lib/languages/code-schema";
import { insertTeamMember } from "@/lib/team-members/mutations";
import { TEAM_LIST_FIELDS, teamMemberSchema } from "@/lib/team-members/schema";
import { insertTopic } from "@/lib/topics/mutations";
import { topicSchema } from "@/lib/topics/schema";
import type { CounterpartEntity } from "./mutations";

/**
 * The coverage view's one click: the missing version of a category, topic or team member in a
 * language, made from its source (the Turkish item) with every field copied and isActive false, so
 * the public sees nothing until an editor has reviewed it. It inserts through the same code as the
 * create forms (insertCategory, insertTopic, insertTeamMember: the same key sharing, checks and
 * cache tags). A topic whose category has no version in that language gets that version too, made
 * the same way, in the same transaction: a refusal of either leaves nothing behind. A member's copy
 * keeps the photo, the lists and the profile links; their texts are then translated in its form.
 */
export const missingVersionSchema = z.object({
  sourceId: z.int("notFound").positive("notFound"),
  languageCode: languageCodeSchema,
});

export interface CreatedVersion {
  entity: CounterpartEntity;
  id: number;
  languageCode: string;
  /** The category version made along with a topic's, when its category had none in the language. */
  createdCategoryId?: number;
}

export function createMissingVersion(
  entity: CounterpartEntity,
  sourceId: number | undefined,
  languageCode: string,
): WriteOperation<typeof missingVersionSchema, CreatedVersion> {
  return {
    entity,
    action: "create",
    schema: missingVersionSchema,
    input: { sourceId, languageCode },
    onUniqueViolation: (error) => clashOf(entity, error),
    async apply(tx, { sourceId, languageCode }) {
      if ((await tx.language.count({ where: { code: languageCode } })) === 0)
        return refuse("invalid", { languageCode: "languageInvalid" });
      return VERSION_OF[entity](tx, sourceId, languageCode);
    },
  };
}

/**
 * Which unique index the copy hit: the language has that version already (made meanwhile), or the
 * copied slug is taken there, by another category ("categorySlugTaken" when it was a topic's
 * category made along) or by another topic of that category.
 */
export function clashOf(entity: CounterpartEntity, error: unknown): Refusal {
  if (isCounterpartClash(error)) return refuse("counterpartExists");
  const categorySlug = violatedIndex(error).startsWith("Category_");
  return refuse("invalid", { slug: entity === "topic" && categorySlug ? "categorySlugTaken" : "slugTaken" });
}

export type Version = Applied<CreatedVersion> | Refusal;

/** A stored row is valid, but its copy is checked by the domain schema all the same (one rule). */
function parsed<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> | Refusal {
  const result = schema.safeParse(input);
  return result.success ? result.data : refuse("invalid", fieldErrorsOf(result.error));
}

export const isRefusal = (value: object): value is Refusal => "refused" in value;

export async function categoryVersion(tx: DbTransaction, sourceId: number, languageCode: string): Promise<Version> {
  const source = await tx.category.findUnique({ where: { id: sourceId } });
  if (!source) return refuse("notFound");
  if (source.languageCode === languageCode) return refuse("sameLanguage");
  const { title, slug, description, order } = source;
  const data = parsed(categorySchema, { languageCode, title, slug, description, order, isActive: false });
  if (isRefusal(data)) return data;
  const applied = await insertCategory(tx, data, source.id);
  return { ...applied, value: { entity: "category", ...applied.value } };
}

/** The category of that language the new topic goes in: its category's version there, else one made now. */
async function categoryIn(
  tx: DbTransaction,
  category: { id: number; translationKey: string | null },
  languageCode: string,
) {
  const existing = category.translationKey
    ? await tx.category.findFirst({
        where: { translationKey: category.translationKey, languageCode },
        select: { id: true },
      })
    : null;
  return existing
    ? { id: existing.id, made: undefined }
    : { id: undefined, made: await categoryVersion(tx, category.id, languageCode) };
}

export async function topicVersion(tx: DbTransaction, sourceId: number, languageCode: string): Promise<Version> {
  const source = await tx.topic.findUnique({
    where: { id: sourceId },
    include: { category: { select: { id: true, translationKey: true } } },
  });
  if (!source) return refuse("notFound");
  if (source.languageCode === languageCode) return refuse("sameLanguage");
  const category = await categoryIn(tx, source.category, languageCode);
  if (category.made && isRefusal(category.made)) return category.made;
  const categoryId = category.id ?? Number(category.made?.id);
  const { section, title, slug, body, keywords, metaTitle, metaDescription, order } = source;
  const data = parsed(topicSchema, {
    languageCode,
    categoryId,
    section,
    title,
    slug,
    body,
    keywords,
    metaTitle,
    metaDescription,
    order,
    isActive: false,
  });
  if (isRefusal(data)) return data;
  const topic = await insertTopic(tx, data, source.id);
  if (isRefusal(topic)) return topic;
  const along = category.made;
  return {
    id: topic.id,
    value: { entity: "topic", ...topic.value, createdCategoryId: along ? Number(along.id) : undefined },
    languages: [...topic.languages, ...(along?.languages ?? [])],
    tags: [...topic.tags, ...(along?.tags ?? [])],
  };
}

export async function teamMemberVersion(tx: DbTransaction, sourceId: number, languageCode: string): Promise<Version> {
  const source = await tx.teamMember.findUnique({ where: { id: sourceId } });
  if (!source) return refuse("notFound");
  if (source.languageCode === languageCode) return refuse("sameLanguage");
  const { linkedin, twitter, instagram, name, title, shortDescription, image, biography, order } = source;
  const lists = Object.fromEntries(TEAM_LIST_FIELDS.map((field) => [field, source[field]]));
  const data = parsed(teamMemberSchema, {
    languageCode,
    name,
    title,
    shortDescription,
    image,
    biography,
    ...lists,
    socialMedia: { linkedin, twitter, instagram },
    order,
    isActive: false,
  });
  if (isRefusal(data)) return data;
  const applied = await insertTeamMember(tx, data, source.id);
  return { ...applied, value: { entity: "teamMember", ...applied.value } };
}

const VERSION_OF: Record<
  CounterpartEntity,
  (tx: DbTransaction, sourceId: number, languageCode: string) => Promise<Version>
> = { category: categoryVersion, topic: topicVersion, teamMember: teamMemberVersion };
