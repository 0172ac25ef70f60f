import { unstable_cache } from "next/cache";
import { cacheTags } from "@/lib/cache-tags";
import { db } from "@/lib/db";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import turkish from "@/messages/tr.json";
import { shippedMessagesOf, type Messages } from "./messages";
import type { TranslatedShare } from "./share";
import { INTERFACE_SOURCES, shippedTranslations } from "./sources";

/** The admin's translations of one language: Turkish source text → translated text. */
export async function findTranslationMap(languageCode: string): Promise<Record<string, string>> {
  const rows = await db.translation.findMany({ where: { languageCode }, select: { source: true, text: true } });
  return Object.fromEntries(rows.map((row) => [row.source, row.text]));
}

/**
 * Cached per language. A failed read fails the render: shipped texts in place of the admin's would be
 * kept as a good page (and served long after the database is back), whereas a failed render keeps
 * the last good page, or is answered 503 while the database is away.
 */
export function getTranslationMap(languageCode: string): Promise<Record<string, string>> {
  return unstable_cache(() => findTranslationMap(languageCode), ["translations", languageCode], {
    tags: [cacheTags.translations(languageCode)],
  })();
}

export interface TranslationEditorRow {
  source: string;
  /** What the admin saved for it (its row), or null. */
  saved: { id: number; text: string } | null;
  /** The shipped messages file's text, or null when it has none. */
  shipped: string | null;
}

async function shippedFor(languageCode: string): Promise<Map<string, string>> {
  return shippedTranslations(turkish as Messages, await shippedMessagesOf(languageCode));
}

/** Missing: neither the admin nor the shipped file translates it. */
export const isMissing = (row: TranslationEditorRow) => !row.saved && !row.shipped;

/** Every source text with its translation in a language: the interface's, then originals added in the admin. */
export async function findTranslationEditorRows(languageCode: string): Promise<TranslationEditorRow[]> {
  const [rows, shipped] = await Promise.all([
    db.translation.findMany({ where: { languageCode }, select: { id: true, source: true, text: true } }),
    shippedFor(languageCode),
  ]);
  const saved = new Map(rows.map((row) => [row.source, { id: row.id, text: row.text }]));
  const sources = [
    ...INTERFACE_SOURCES,
    ...rows
      .map((row) => row.source)
      .filter((source) => !INTERFACE_SOURCES.includes(source))
      .sort(),
  ];
  return sources.map((source) => ({ source, saved: saved.get(source) ?? null, shipped: shipped.get(source) ?? null }));
}

/** Every language's rows, read once: the chosen language's list and each one's count of missing texts come from them. */
export async function findTranslationEditorRowsByLanguage(
  languageCodes: string[],
): Promise<Map<string, TranslationEditorRow[]>> {
  return new Map(
    await Promise.all(languageCodes.map(async (code) => [code, await findTranslationEditorRows(code)] as const)),
  );
}

export type { TranslatedShare };

export const translatedShareOf = (rows: TranslationEditorRow[]): TranslatedShare => ({
  translated: rows.filter((row) => !isMissing(row)).length,
  total: rows.length,
});

/** Each language's share, from the same rows as the translations tab's missing counts. */
export async function findTranslatedShares(languageCodes: string[]): Promise<Map<string, TranslatedShare>> {
  const rowsByLanguage = await findTranslationEditorRowsByLanguage(languageCodes);
  return new Map([...rowsByLanguage].map(([code, rows]) => [code, translatedShareOf(rows)]));
}

const API_FIELDS = { id: true, languageCode: true, source: true, text: true, updatedAt: true } as const;

/** The API's translations of a language, by source text. Interface strings are public: anyone may read them. */
export function findTranslationsForApi(client: PrismaClient, languageCode: string) {
  return client.translation.findMany({ where: { languageCode }, orderBy: { source: "asc" }, select: API_FIELDS });
}

export function findTranslationForApi(client: PrismaClient, id: number) {
  return client.translation.findUniqueOrThrow({ where: { id }, select: API_FIELDS });
}

/** The id of a language's translation of one source text (its key), or null. */
export async function findTranslationId(
  client: PrismaClient,
  languageCode: string,
  source: string,
): Promise<number | null> {
  const row = await client.translation.findUnique({
    where: { languageCode_source: { languageCode, source } },
    select: { id: true },
  });
  return row?.id ?? null;
}
