import { z } from "zod";
import type { DbTransaction } from "@/lib/db";
import { isCounterpartClash } from "@/lib/database/prisma-errors";
import { BY_ORDER } from "@/lib/database/order";
import { refuse, type Applied, type Refusal, type WriteOperation } from "@/lib/database/write";
import { languageCodeSchema } from "@/lib/languages/code-schema";
import { categoryVersion, isRefusal, teamMemberVersion, topicVersion, type CreatedVersion } from "./missing-version";

/**
 * The coverage view's "copy everything missing" of one language: every category, topic and team
 * member of the source language (Turkish) that has no version there yet, copied as the one-click
 * copy does (lib/counterparts/missing-version.ts: every field, inactive, linked to its source), in
 * one transaction and one change record: categories first, then their topics, then the team. Run
 * again, it finds nothing missing and writes nothing. A copied slug taken in the language refuses
 * the whole step, naming the item, and leaves nothing behind.
 */
export const copyMissingSchema = z.object({ languageCode: languageCodeSchema, sourceLanguage: languageCodeSchema });

export interface CopiedMissing {
  languageCode: string;
  categories: number;
  topics: number;
  teamMembers: number;
}

interface Keyed {
  id: number;
  translationKey: string | null;
}

/** The source rows with no version in the language (by translation key), in their order. */
function missingFrom<Row extends Keyed>(sources: Row[], present: Keyed[]): Row[] {
  const keys = new Set(present.map((row) => row.translationKey));
  return sources.filter((row) => !row.translationKey || !keys.has(row.translationKey));
}

const KEYED = { id: true, translationKey: true } as const;
/** The versions copied so far, in order. */
type Copied = Applied<CreatedVersion>[];
const inLanguage = (languageCode: string) => ({
  where: { languageCode, translationKey: { not: null } },
  select: KEYED,
});

/** A refusal naming the item whose copied slug is taken in the language. */
const slugTaken = (title: string) => refuse("slugTaken", { item: title });

async function copyCategories(tx: DbTransaction, source: string, target: string, copied: Copied) {
  const sources = await tx.category.findMany({
    where: { languageCode: source },
    select: { ...KEYED, title: true, slug: true },
    orderBy: BY_ORDER,
  });
  for (const category of missingFrom(sources, await tx.category.findMany(inLanguage(target)))) {
    if (await tx.category.count({ where: { languageCode: target, slug: category.slug } }))
      return slugTaken(category.title);
    const version = await categoryVersion(tx, category.id, target);
    if (isRefusal(version)) return version;
    copied.push(version);
  }
  return undefined;
}

async function copyTopics(tx: DbTransaction, source: string, target: string, copied: Copied) {
  const sources = await tx.topic.findMany({
    where: { languageCode: source },
    select: { ...KEYED, title: true, slug: true, category: { select: { translationKey: true } } },
    orderBy: BY_ORDER,
  });
  for (const topic of missingFrom(sources, await tx.topic.findMany(inLanguage(target)))) {
    // Read after the categories were copied: a category that had no key took one then.
    const categoryKey = topic.category.translationKey;
    const category = categoryKey
      ? await tx.category.findFirst({ where: { translationKey: categoryKey, languageCode: target }, select: KEYED })
      : null;
    if (category && (await tx.topic.count({ where: { categoryId: category.id, slug: topic.slug } })))
      return slugTaken(topic.title);
    const version = await topicVersion(tx, topic.id, target);
    if (isRefusal(version)) return version;
    copied.push(version);
  }
  return undefined;
}

async function copyTeam(tx: DbTransaction, source: string, target: string, copied: Copied) {
  const sources = await tx.teamMember.findMany({ where: { languageCode: source }, select: KEYED, orderBy: BY_ORDER });
  for (const member of missingFrom(sources, await tx.teamMember.findMany(inLanguage(target)))) {
    const version = await teamMemberVersion(tx, member.id, target);
    if (isRefusal(version)) return version;
    copied.push(version);
  }
  return undefined;
}

function summary(languageCode: string, copied: Copied): Applied<CopiedMissing> {
  const count = (entity: CreatedVersion["entity"]) =>
    copied.filter((version) => version.value.entity === entity).length;
  return {
    id: `language:${languageCode}`,
    value: { languageCode, categories: count("category"), topics: count("topic"), teamMembers: count("teamMember") },
    languages: copied.flatMap((version) => version.languages),
    tags: copied.flatMap((version) => version.tags),
  };
}

/**
 * One step for a whole language. Its change record is a category's "create" of `language:{code}`,
 * as a whole-language replace records itself (entity "category", the content's first list).
 */
export function copyAllMissing(
  languageCode: string,
  sourceLanguage: string,
): WriteOperation<typeof copyMissingSchema, CopiedMissing> {
  return {
    entity: "category",
    action: "create",
    schema: copyMissingSchema,
    input: { languageCode, sourceLanguage },
    // Made meanwhile by someone else (a version, or a row with the slug): nothing of this step is kept.
    onUniqueViolation: (error) => (isCounterpartClash(error) ? refuse("counterpartExists") : refuse("slugTaken")),
    async apply(tx, { languageCode: target, sourceLanguage: source }): Promise<Applied<CopiedMissing> | Refusal> {
      if ((await tx.language.count({ where: { code: target } })) === 0)
        return refuse("invalid", { languageCode: "languageInvalid" });
      if (target === source) return refuse("sameLanguage");
      const copied: Copied = [];
      for (const copy of [copyCategories, copyTopics, copyTeam]) {
        const refusal = await copy(tx, source, target, copied);
        if (refusal) return refusal;
      }
      if (copied.length === 0) return refuse("nothingMissing");
      return summary(target, copied);
    },
  };
}
