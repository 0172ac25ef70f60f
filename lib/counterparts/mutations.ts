import { randomUUID } from "node:crypto";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { isCounterpartClash } from "@/lib/prisma-errors";

/**
 * The versions of one category or topic in several languages share a translationKey, at most one
 * row per language (a unique index). These are the only writes of that key.
 */
export type CounterpartEntity = "category" | "content";
export const COUNTERPART_ENTITIES: readonly CounterpartEntity[] = ["category", "content"];

type Transaction = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];
type Client = PrismaClient | Transaction;

interface KeyedRow {
  id: number;
  languageCode: string;
  translationKey: string | null;
}

/** What both tables share for this purpose; Prisma's delegates differ in types only. */
interface KeyedTable {
  findMany(args: { where: object; select: { id: true; languageCode: true; translationKey: true } }): Promise<KeyedRow[]>;
  updateMany(args: { where: object; data: { translationKey: string | null } }): Promise<{ count: number }>;
}

const tableOf = (client: Client, entity: CounterpartEntity) => (entity === "category" ? client.category : client.content) as unknown as KeyedTable;
const KEYED = { id: true, languageCode: true, translationKey: true } as const;

async function groupOf(table: KeyedTable, row: KeyedRow): Promise<KeyedRow[]> {
  return row.translationKey ? table.findMany({ where: { translationKey: row.translationKey }, select: KEYED }) : [row];
}

/**
 * The key a new row of `languageCode` takes to become the counterpart of `sourceId`: the source's,
 * given to it first if it had none. Undefined when the source is gone or of the same language.
 */
export async function sharedTranslationKey(tx: Transaction, entity: CounterpartEntity, sourceId: number, languageCode: string): Promise<string | undefined> {
  const table = tableOf(tx, entity);
  const [source] = await table.findMany({ where: { id: sourceId }, select: KEYED });
  if (!source || source.languageCode === languageCode) return undefined;
  if (source.translationKey) return source.translationKey;
  const translationKey = `${entity}:${randomUUID()}`;
  await table.updateMany({ where: { id: sourceId }, data: { translationKey } });
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
      const ids = [...sourceGroup, ...otherGroup].map((row) => row.id);
      await table.updateMany({ where: { id: { in: ids } }, data: { translationKey } });
      return { ok: true, languageCodes } as const;
    });
  } catch (error) {
    // Someone linked another row of that language in the meantime.
    if (isCounterpartClash(error)) return { ok: false, error: "languageTaken" };
    throw error;
  }
}

/** Takes a row out of its group of counterparts; returns the languages whose pages linked it, or null if it is gone. */
export async function unlinkCounterpart(db: PrismaClient, entity: CounterpartEntity, id: number): Promise<string[] | null> {
  return db.$transaction(async (tx) => {
    const table = tableOf(tx, entity);
    const [row] = await table.findMany({ where: { id }, select: KEYED });
    if (!row) return null;
    const group = await groupOf(table, row);
    await table.updateMany({ where: { id }, data: { translationKey: null } });
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
