import turkish from "@/messages/tr.json";
import type { Messages } from "@/lib/translations/messages";
import { messageAt, PAGE_TEXT_NAMESPACES, pageOfKey, type PageTextPage } from "./keys";

/** The page texts as messages/tr.json has them: every key, and each one's Turkish source. Server only. */
function pathsOf(messages: Messages, prefix: string): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : pathsOf(value, `${prefix}${key}.`),
  );
}

/** Every page text's key, page by page in the messages' order. */
export const PAGE_TEXT_KEYS: readonly string[] = PAGE_TEXT_NAMESPACES.flatMap((namespace) =>
  pathsOf((turkish as Messages)[namespace] as Messages, `${namespace}.`),
);
const KNOWN = new Set(PAGE_TEXT_KEYS);
export const isPageTextKey = (key: string): boolean => KNOWN.has(key);

/** The Turkish shipped text of a key: the source whose placeholders a text of any language must keep. */
export const turkishSourceOf = (key: string): string | undefined => messageAt(turkish as Messages, key);

export const keysOfPage = (page: PageTextPage): string[] => PAGE_TEXT_KEYS.filter((key) => pageOfKey(key) === page);
