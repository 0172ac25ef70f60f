import { randomUUID } from "node:crypto";
import type { DbTransaction as Transaction } from "@/lib/db";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { isCounterpartClash } from "@/lib/database/prisma-errors";

/**
 * The versions of one category or topic in several languages share a translationKey, at most one
 * row per language (a unique index). These are the only writes of that key. They run one at a time
 * per table (an advisory lock), since each reads groups and then rewrites them, and they leave
 * updatedAt alone: pairing changes no field of a form, so it must not make an open edit "stale".
 */
export type CounterpartEntity = "category" | "content";
export const COUNTERPART_ENTITIES: readonly CounterpartEntity[] = ["category", "content"];

type Client = PrismaClient | Transaction;

interface KeyedRow {
  id: number;
  languageCode: string;
  translationKey: string | null;
  updatedAt: Date;
}

/** What both tables share for this purpose; Prisma's delegates differ in types only. */
interface KeyedTable {
  findMany(args: { where: object; select: typeof KEYED }): Promise<KeyedRow[]>;
  update(args: { where: { id: number }; data: { translationKey: string | null; updatedAt: Date } }): Promise<unknown>;
}

const tableOf = (client: Client, entity: CounterpartEntity) => (entity === "category" ? client.category : client.content) as unknown as KeyedTable;
const KEYED = { id: true, languageCode: true, translationKey: true, updatedAt: true } as const;
const PAIRING_LOCK = 0x70616972; // "pair": advisory-lock namespace of translationKey writes

async function lockPairing(tx: Transaction, entity: CounterpartEntity) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${PAIRING_LOCK}::int4, hashtext(${entity}))`;
}

async function groupOf(table: KeyedTable, row: KeyedRow): Promise<KeyedRow[]> {
  return row.translationKey ? table.findMany({ where: { translationKey: row.translationKey }, select: KEYED }) : [row];
}

/** Sets the key of these rows, keeping each one's updatedAt (an explicit value wins over @updatedAt). */
async function setKey(table: KeyedTable, rows: KeyedRow[], translationKey: string | null) {
  for (const row of rows) await table.update({ where: { id: row.id }, data: { translationKey, updatedAt: row.updatedAt } });
}

/**
 * The key a new row of `languageCode` takes to become the counterpart of `sourceId`: the source's,
 * given to it first if it had none. Undefined when the source is gone or of the same language.
 */
export async function sharedTranslationKey(tx: Transaction, entity: CounterpartEntity, sourceId: number, languageCode: string): Promise<string | undefined> {
  await lockPairing(tx, entity);
  const table = tableOf(tx, entity);
  const [source] = await table.findMany({ where: { id: sourceId }, select: KEYED });
  if (!source || source.languageCode === languageCode) return undefined;
  if (source.translationKey) return source.translationKey;
  const translationKey = `${entity}:${randomUUID()}`;
  await setKey(table, [source], translationKey);
  return translationKey;
}

export type LinkResult = { ok: true; languageCodes: string[] } | { ok: false; error: "notFound" | "sameLanguage" | "languageTaken" };

/**
 * Makes two rows (and the counterparts each already has) versions of one another. Refused when that
 * would put two rows of one language together: nothing is unlinked silently.
 */
export async function linkCounterparts(db: PrismaClient, entity: CounterpartEntity, id: number, otherId: number): Promise<LinkResult> {
  try {
    return await db.$transaction(async (tx) => {
      await lockPairing(tx, entity);
      const table = tableOf(tx, entity);
      const rows = await table.findMany({ where: { id: { in: [id, otherId] } }, select: KEYED });
      const source = rows.find((row) => row.id === id);
      const other = rows.find((row) => row.id === otherId);
      if (!source || !other) return { ok: false, error: "notFound" } as const;
      if (source.languageCode === other.languageCode) return { ok: false, error: "sameLanguage" } as const;
      const [sourceGroup, otherGroup] = [await groupOf(table, source), await groupOf(table, other)];
      const languageCodes = [...new Set([...sourceGroup, ...otherGroup].map((row) => row.languageCode))];
      if (source.translationKey && source.translationKey === other.translationKey) return { ok: true, languageCodes } as const;
      if (languageCodes.length < sourceGroup.length + otherGroup.length) return { ok: false, error: "languageTaken" } as const;
      const translationKey = source.translationKey ?? other.translationKey ?? `${entity}:${randomUUID()}`;
      await setKey(table, [...sourceGroup, ...otherGroup].filter((row) => row.translationKey !== translationKey), translationKey);
      return { ok: true, languageCodes } as const;
    });
  } catch (error) {
    // A row of that language joined the group some other way (e.g. a counterpart created meanwhile).
    if (isCounterpartClash(error)) return { ok: false, error: "languageTaken" };
    throw error;
  }
}

/**
 * Takes `counterpartId` out of the group it shares with `id`; returns the languages whose pages
 * linked it, or null if the two are not (or no longer) versions of one another.
 */
export async function unlinkCounterpart(db: PrismaClient, entity: CounterpartEntity, id: number, counterpartId: number): Promise<string[] | null> {
  return db.$transaction(async (tx) => {
    await lockPairing(tx, entity);
    const table = tableOf(tx, entity);
    const rows = await table.findMany({ where: { id: { in: [id, counterpartId] } }, select: KEYED });
    const row = rows.find((candidate) => candidate.id === id);
    const counterpart = rows.find((candidate) => candidate.id === counterpartId);
    if (!row || !counterpart || id === counterpartId || !counterpart.translationKey || counterpart.translationKey !== row.translationKey) return null;
    const group = await groupOf(table, counterpart);
    await setKey(table, [counterpart], null);
    return group.map((member) => member.languageCode);
  });
}

/**
 * `languageCode` and the languages of every row under these keys: the public pages that show or
 * link (hreflang, language switch) a row that changed.
 */
export async function languagesLinkedTo(client: Client, entity: CounterpartEntity, languageCode: string, keys: (string | null)[]): Promise<string[]> {
  const translationKeys = keys.filter((key): key is string => Boolean(key));
  const rows = translationKeys.length ? await tableOf(client, entity).findMany({ where: { translationKey: { in: translationKeys } }, select: KEYED }) : [];
  return [...new Set([languageCode, ...rows.map((row) => row.languageCode)])];
}
