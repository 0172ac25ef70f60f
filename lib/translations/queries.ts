import { unstable_cache } from "next/cache";
import { cacheTags } from "@/lib/cache-tags";
import { db } from "@/lib/db";

/** The admin's translations of one language: Turkish source text → translated text. */
export async function findTranslationMap(languageCode: string): Promise<Record<string, string>> {
  const rows = await db.translation.findMany({ where: { languageCode }, select: { source: true, text: true } });
  return Object.fromEntries(rows.map((row) => [row.source, row.text]));
}

/** Cached per language; empty when they cannot be read (spec 8: reads of translations return empty results). */
export async function getTranslationMap(languageCode: string): Promise<Record<string, string>> {
  try {
    return await unstable_cache(() => findTranslationMap(languageCode), ["translations", languageCode], { tags: [cacheTags.translations(languageCode)] })();
  } catch {
    return {};
  }
}

/** A language's translation rows for the admin's translations tab, by source text. */
export function findTranslationsForAdmin(languageCode: string) {
  return db.translation.findMany({ where: { languageCode }, orderBy: { source: "asc" }, select: { id: true, source: true, text: true, updatedAt: true } });
}
