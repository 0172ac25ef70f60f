import { CATEGORY_FIELDS } from "@/lib/categories/columns";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { PublishedEntity } from "@/lib/publishing/intent";
import { TEAM_MEMBER_PROFILE } from "@/lib/team-members/public";
import { TOPIC_CONTENT } from "@/lib/topics/columns";
import type { RevisionRecord } from "./mutations";

/**
 * What a delete keeps of an item, so that "Geri al" can bring it back: its domain fields as stored
 * (the live columns, as the site showed them) and its translationKey, which links it to its
 * versions in other languages. A category's revision also holds its topics, which the foreign key's
 * cascade deletes with it.
 */
export const TOPIC_DATA = { ...TOPIC_CONTENT, translationKey: true } as const satisfies Prisma.TopicSelect;

export const TEAM_MEMBER_DATA = {
  ...TEAM_MEMBER_PROFILE,
  order: true,
  isActive: true,
  translationKey: true,
} as const satisfies Prisma.TeamMemberSelect;

/** A deleted category's topics, each with the id its own revisions are kept under. */
export const CATEGORY_WITH_TOPICS = {
  ...CATEGORY_FIELDS,
  languageCode: true,
  topics: { select: { id: true, ...TOPIC_DATA }, orderBy: { order: "asc" } },
} as const satisfies Prisma.CategorySelect;

type TeamMemberColumns = Prisma.TeamMemberGetPayload<{ select: typeof TEAM_MEMBER_DATA }>;

/** A member's links are columns of the row and one field of the domain (as the export and the API have them). */
export function teamMemberData({ linkedin, twitter, instagram, ...member }: TeamMemberColumns) {
  return { ...member, socialMedia: { linkedin, twitter, instagram } };
}

/** The revision a delete records: the item as it was, its language the revision's own column. */
export function deletedRevision(
  entity: PublishedEntity,
  entityId: number,
  { languageCode, ...data }: Record<string, unknown> & { languageCode: string },
): RevisionRecord {
  return { entity, entityId, languageCode, kind: "deleted", data };
}

/** The fields of `select` from a row read with more (a delete's own select also names where the row was). */
export function fieldsOf<Select extends Record<string, unknown>>(
  row: Record<string, unknown>,
  select: Select,
): Record<keyof Select, unknown> {
  return Object.fromEntries(Object.keys(select).map((key) => [key, row[key]])) as Record<keyof Select, unknown>;
}
