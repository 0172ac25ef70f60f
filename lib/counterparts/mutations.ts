import { randomUUID } from "node:crypto";
import { cacheTags } from "@/lib/cache-tags";
import type { DbTransaction as Transaction } from "@/lib/db";
import { isCounterpartClash } from "@/lib/database/prisma-errors";
import { refuse, type Refusal, type WriteOperation } from "@/lib/database/write";
import { pairSchema, unpairSchema } from "./schema";

/**
 * The versions of one category, topic or team member in several languages share a translationKey,
 * at most one row per language (a unique index). These are the only writes of that key. They run one at a time
 * per table (an advisory lock), since each reads groups and then rewrites them, and they leave
 * updatedAt alone: pairing changes no field of a form, so it must not make an open edit "stale".
 */
export type CounterpartEntity = "category" | "topic" | "teamMember";
export const COUNTERPART_ENTITIES: readonly CounterpartEntity[] = ["category", "topic", "teamMember"];

interface KeyedRow {
  id: number;
  languageCode: string;
  translationKey: string | null;
  updatedAt: Date;
}

/** What the tables share for this purpose; Prisma's delegates differ in types only. */
interface KeyedTable {
  findMany(args: { where: object; select: typeof KEYED; orderBy?: { id: "asc" } }): Promise<KeyedRow[]>;
  update(args: { where: { id: number }; data: { translationKey: string | null; updatedAt: Date } }): Promise<unknown>;
}

const TABLES = {
  category: (tx: Transaction) => tx.category,
  topic: (tx: Transaction) => tx.topic,
  teamMember: (tx: Transaction) => tx.teamMember,
} as const;
const tableOf = (tx: Transaction, entity: CounterpartEntity) => TABLES[entity](tx) as unknown as KeyedTable;
const KEYED = { id: true, languageCode: true, translationKey: true, updatedAt: true } as const;
const PAIRING_LOCK = 0x70616972; // "pair": advisory-lock namespace of translationKey writes

async function lockPairing(tx: Transaction, entity: CounterpartEntity) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${PAIRING_LOCK}::int4, hashtext(${entity}))`;
}

/** The rows sharing a row's key, in the order they were made (not as the plan happens to read them). */
async function groupOf(table: KeyedTable, row: KeyedRow): Promise<KeyedRow[]> {
  return row.translationKey
    ? table.findMany({ where: { translationKey: row.translationKey }, select: KEYED, orderBy: { id: "asc" } })
    : [row];
}

/** Sets the key of these rows, keeping each one's updatedAt (an explicit value wins over @updatedAt). */
async function setKey(table: KeyedTable, rows: KeyedRow[], translationKey: string | null) {
  for (const row of rows)
    await table.update({ where: { id: row.id }, data: { translationKey, updatedAt: row.updatedAt } });
}

/** A save that hit a unique index: the slug is taken in the language, or the language has its version already. */
export function slugOrVersionClash(error: unknown): Refusal {
  return isCounterpartClash(error) ? refuse("counterpartExists") : refuse("invalid", { slug: "slugTaken" });
}

/**
 * The key a new row of `languageCode` takes to become the counterpart of `sourceId`: the source's,
 * given to it first if it had none. Undefined when the source is gone or of the same language.
 */
export async function sharedTranslationKey(
  tx: Transaction,
  entity: CounterpartEntity,
  sourceId: number,
  languageCode: string,
): Promise<string | undefined> {
  await lockPairing(tx, entity);
  const table = tableOf(tx, entity);
  const [source] = await table.findMany({ where: { id: sourceId }, select: KEYED });
  if (!source || source.languageCode === languageCode) return undefined;
  if (source.translationKey) return source.translationKey;
  const translationKey = `${entity}:${randomUUID()}`;
  await setKey(table, [source], translationKey);
  return translationKey;
}

/**
 * `languageCode` and the languages of every row under these keys: the public pages that show or
 * link (hreflang, language switch) a row that changed.
 */
export async function languagesLinkedTo(
  tx: Transaction,
  entity: CounterpartEntity,
  languageCode: string,
  keys: (string | null)[],
): Promise<string[]> {
  const translationKeys = keys.filter((key): key is string => Boolean(key));
  const rows = translationKeys.length
    ? await tableOf(tx, entity).findMany({ where: { translationKey: { in: translationKeys } }, select: KEYED })
    : [];
  return [...new Set([languageCode, ...rows.map((row) => row.languageCode)])];
}

/**
 * Where the keys the hreflang links and the language switch follow are kept: a category's in the
 * menus of these languages, a topic's in its entries (every address and group at once, for a rare
 * write) and the sitemap's lists. A team member's key shows on no public page: its team pages are
 * named all the same, as every write of a member names its page.
 */
const PAIRING_TAGS: Record<CounterpartEntity, (languageCodes: string[]) => string[]> = {
  category: (languageCodes) => languageCodes.map(cacheTags.menu),
  topic: (languageCodes) => [cacheTags.topicGroups, ...languageCodes.map(cacheTags.sitemap)],
  teamMember: (languageCodes) => languageCodes.map(cacheTags.team),
};
const pairingApplied = (entity: CounterpartEntity, id: number, languageCodes: string[]) => ({
  id,
  value: languageCodes,
  languages: languageCodes,
  tags: PAIRING_TAGS[entity](languageCodes),
});

/**
 * Makes two rows (and the counterparts each already has) versions of one another. Refused when that
 * would put two rows of one language together: nothing is unlinked silently.
 */
export function linkCounterparts(
  entity: CounterpartEntity,
  id: number,
  otherId: number | undefined,
): WriteOperation<typeof pairSchema, string[]> {
  return {
    entity,
    action: "link",
    schema: pairSchema,
    input: { id, otherId },
    // A row of that language joined the group some other way (e.g. a counterpart created meanwhile).
    onUniqueViolation: (error) => (isCounterpartClash(error) ? refuse("languageTaken") : undefined),
    async apply(tx, data) {
      await lockPairing(tx, entity);
      const table = tableOf(tx, entity);
      const rows = await table.findMany({ where: { id: { in: [data.id, data.otherId] } }, select: KEYED });
      const source = rows.find((row) => row.id === data.id);
      const other = rows.find((row) => row.id === data.otherId);
      if (!source || !other) return refuse("notFound");
      if (source.languageCode === other.languageCode) return refuse("sameLanguage");
      const [sourceGroup, otherGroup] = [await groupOf(table, source), await groupOf(table, other)];
      const languageCodes = [...new Set([...sourceGroup, ...otherGroup].map((row) => row.languageCode))];
      if (source.translationKey && source.translationKey === other.translationKey)
        return pairingApplied(entity, data.id, languageCodes);
      if (languageCodes.length < sourceGroup.length + otherGroup.length) return refuse("languageTaken");
      const translationKey = source.translationKey ?? other.translationKey ?? `${entity}:${randomUUID()}`;
      await setKey(
        table,
        [...sourceGroup, ...otherGroup].filter((row) => row.translationKey !== translationKey),
        translationKey,
      );
      return pairingApplied(entity, data.id, languageCodes);
    },
  };
}

/** Takes `counterpartId` out of the group it shares with `id`; refused unless the two are versions of one another. */
export function unlinkCounterpart(
  entity: CounterpartEntity,
  id: number,
  counterpartId: number | undefined,
): WriteOperation<typeof unpairSchema, string[]> {
  return {
    entity,
    action: "unlink",
    schema: unpairSchema,
    input: { id, counterpartId },
    async apply(tx, data) {
      await lockPairing(tx, entity);
      const table = tableOf(tx, entity);
      const rows = await table.findMany({ where: { id: { in: [data.id, data.counterpartId] } }, select: KEYED });
      const row = rows.find((candidate) => candidate.id === data.id);
      const counterpart = rows.find((candidate) => candidate.id === data.counterpartId);
      const paired =
        row &&
        counterpart &&
        row.id !== counterpart.id &&
        counterpart.translationKey &&
        counterpart.translationKey === row.translationKey;
      if (!paired) return refuse("notFound");
      const group = await groupOf(table, counterpart);
      await setKey(table, [counterpart], null);
      return pairingApplied(entity, data.id, [...new Set(group.map((member) => member.languageCode))]);
    },
  };
}
