import { unstable_cache } from "next/cache";
import { cacheTags } from "@/lib/cache-tags";
import { db } from "@/lib/db";
import type { PrismaClient } from "@/lib/generated/prisma/client";

type PageTextClient = Pick<PrismaClient, "pageText">;

/** A language's saved page texts: key → text. */
export async function findPageTextMap(
  languageCode: string,
  client: PageTextClient = db,
): Promise<Record<string, string>> {
  const rows = await client.pageText.findMany({ where: { languageCode }, select: { key: true, text: true } });
  return Object.fromEntries(rows.map((row) => [row.key, row.text]));
}

/** Cached per language; a failed read fails the render, as the interface translations' does. */
export function getPageTextMap(languageCode: string): Promise<Record<string, string>> {
  return unstable_cache(() => findPageTextMap(languageCode), ["page-texts", languageCode], {
    tags: [cacheTags.pageTexts(languageCode)],
  })();
}

export interface SavedPageText {
  text: string;
  updatedAt: Date;
}

/** Every saved page text of the given languages, by language then key (the editor and the coverage read them). */
export async function findSavedPageTexts(
  languageCodes: readonly string[],
): Promise<Map<string, Map<string, SavedPageText>>> {
  const rows = await db.pageText.findMany({ where: { languageCode: { in: [...languageCodes] } } });
  const byLanguage = new Map(languageCodes.map((code) => [code, new Map<string, SavedPageText>()]));
  for (const row of rows) byLanguage.get(row.languageCode)?.set(row.key, { text: row.text, updatedAt: row.updatedAt });
  return byLanguage;
}
