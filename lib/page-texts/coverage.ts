import { DEFAULT_LOCALE } from "@/lib/i18n/routing";
import { shippedMessagesOf } from "@/lib/translations/messages";
import { findTranslationMap } from "@/lib/translations/queries";
import { messageAt } from "./keys";
import { PAGE_TEXT_KEYS, turkishSourceOf } from "./sources";
import { findSavedPageTexts, type SavedPageText } from "./queries";

/** A language's page texts: how many it has of its own, of how many, and how many to review after a Turkish change. */
export interface PageTextShare {
  own: number;
  total: number;
  stale: number;
}

/** Whether the Turkish text was saved after the language's own (or the language has none of its own). */
export const isStale = (turkish: SavedPageText | undefined, own: SavedPageText | undefined): boolean =>
  turkish !== undefined && (!own || turkish.updatedAt > own.updatedAt);

/**
 * Per language, its page texts: its own where the firm saved one, its shipped file has one, or the
 * translations tab translated the Turkish source (a language the firm added ships none). Turkish is
 * the source: all its own.
 */
export async function findPageTextShares(languageCodes: readonly string[]): Promise<Map<string, PageTextShare>> {
  const saved = await findSavedPageTexts([...languageCodes, DEFAULT_LOCALE]);
  const turkish = saved.get(DEFAULT_LOCALE)!;
  const total = PAGE_TEXT_KEYS.length;
  const shares = await Promise.all(
    languageCodes.map(async (code) => {
      if (code === DEFAULT_LOCALE) return [code, { own: total, total, stale: 0 }] as const;
      const [file, translations] = await Promise.all([shippedMessagesOf(code), findTranslationMap(code)]);
      const own = saved.get(code)!;
      const hasOwn = (key: string) =>
        own.has(key) || messageAt(file, key) !== undefined || translations[turkishSourceOf(key) ?? ""] !== undefined;
      return [
        code,
        {
          own: PAGE_TEXT_KEYS.filter(hasOwn).length,
          total,
          stale: PAGE_TEXT_KEYS.filter((key) => isStale(turkish.get(key), own.get(key))).length,
        },
      ] as const;
    }),
  );
  return new Map(shares);
}
