import { unstable_cache } from "next/cache";
import { cacheTags } from "@/lib/cache-tags";
import { db } from "@/lib/db";

/**
 * Interface strings (spec 9): Turkish is the source; another language takes the database row for
 * the Turkish text, then the shipped messages file, then the Turkish text itself.
 */
export type Messages = { [key: string]: string | Messages };

export async function findTranslationMap(languageCode: string): Promise<Record<string, string>> {
  const rows = await db.translation.findMany({ where: { languageCode }, select: { source: true, text: true } });
  return Object.fromEntries(rows.map((row) => [row.source, row.text]));
}

/** The admin's translations of one language; empty when they cannot be read (spec 8). */
export async function getTranslationMap(languageCode: string): Promise<Record<string, string>> {
  try {
    return await unstable_cache(() => findTranslationMap(languageCode), ["translations", languageCode], {
      tags: [cacheTags.translations(languageCode)],
    })();
  } catch {
    return {};
  }
}

export function translateMessages(
  source: Messages,
  shipped: Messages | undefined,
  overrides: Record<string, string>,
): Messages {
  const result: Messages = {};
  for (const [key, value] of Object.entries(source)) {
    const fallback = shipped?.[key];
    if (typeof value === "string") {
      result[key] = overrides[value] ?? (typeof fallback === "string" ? fallback : value);
    } else {
      result[key] = translateMessages(value, typeof fallback === "object" ? fallback : undefined, overrides);
    }
  }
  return result;
}
