import { interfaceMessagesOf } from "@/lib/i18n/site-messages";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/routing";
import { messageAt, type PageTextPage } from "./keys";
import { keysOfPage, turkishSourceOf } from "./sources";
import { isStale } from "./coverage";
import { findSavedPageTexts } from "./queries";

/** One text of the page texts editor: what the site ships, what the firm saved, and whether its Turkish moved on. */
export interface PageTextRow {
  key: string;
  shipped: string;
  saved: string | null;
  /** The Turkish text was saved after this language's (or this language has none of its own while Turkish does). */
  turkishChanged: boolean;
  /** The placeholders the text must keep ("count", "title"), from its Turkish source. */
  placeholders: string[];
}

const placeholdersOf = (source: string) => [...new Set([...source.matchAll(/\{(\w+)/g)].map((match) => match[1]!))];

/** A page's texts in one language, as the editor shows them. */
export async function findPageTextRows(languageCode: Locale, page: PageTextPage): Promise<PageTextRow[]> {
  const [shipped, saved] = await Promise.all([
    interfaceMessagesOf(languageCode),
    findSavedPageTexts([languageCode, DEFAULT_LOCALE]),
  ]);
  const own = saved.get(languageCode)!;
  const turkish = saved.get(DEFAULT_LOCALE)!;
  return keysOfPage(page).map((key) => {
    const mine = own.get(key);
    const source = turkish.get(key);
    return {
      key,
      shipped: messageAt(shipped, key) ?? "",
      saved: mine?.text ?? null,
      turkishChanged: languageCode !== DEFAULT_LOCALE && isStale(source, mine),
      placeholders: placeholdersOf(turkishSourceOf(key) ?? ""),
    };
  });
}
