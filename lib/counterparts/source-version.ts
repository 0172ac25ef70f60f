import { db } from "@/lib/db";
import { DEFAULT_LOCALE } from "@/lib/i18n/routing";
import { TEAM_LIST_FIELDS } from "@/lib/team-members/schema";
import {
  CATEGORY_TRANSLATABLE,
  TEAM_TRANSLATABLE,
  TOPIC_TRANSLATABLE,
  type FieldValues,
  type TranslationCheck,
} from "./identical";
import type { CounterpartEntity } from "./mutations";

/**
 * What a version's edit form compares its text fields with: its counterpart in the source language
 * (Turkish), the version it was translated from. None for a Turkish row, or a row with no Turkish
 * counterpart.
 */
const sourceOf = {
  category: async (where: object): Promise<FieldValues | null> =>
    db.category.findFirst({ where, select: { title: true, description: true } }),
  topic: async (where: object): Promise<FieldValues | null> =>
    db.topic.findFirst({
      where,
      select: { title: true, section: true, body: true, keywords: true, metaTitle: true, metaDescription: true },
    }),
  teamMember: async (where: object): Promise<FieldValues | null> =>
    db.teamMember.findFirst({
      where,
      select: {
        title: true,
        shortDescription: true,
        biography: true,
        ...Object.fromEntries(TEAM_LIST_FIELDS.map((field) => [field, true])),
      },
    }),
} satisfies Record<CounterpartEntity, (where: object) => Promise<FieldValues | null>>;

const FIELDS = { category: CATEGORY_TRANSLATABLE, topic: TOPIC_TRANSLATABLE, teamMember: TEAM_TRANSLATABLE };

export async function findTranslationCheck(
  entity: CounterpartEntity,
  row: { languageCode: string; translationKey: string | null },
): Promise<TranslationCheck | null> {
  if (row.languageCode === DEFAULT_LOCALE || !row.translationKey) return null;
  const source = await sourceOf[entity]({ translationKey: row.translationKey, languageCode: DEFAULT_LOCALE });
  return source && { fields: FIELDS[entity], source };
}
