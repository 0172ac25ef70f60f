import type { Messages } from "@/lib/translations/messages";

/**
 * The page texts the firm writes itself, in every language and Turkish too: the home page's, the
 * About page's and the Services pages'. Each is a message of messages/tr.json, named by its path
 * ("About.intro"); the shipped files' texts are the defaults a saved text overrides. This module is
 * the browser's too: the list of keys, read from the messages, is lib/page-texts/sources.ts.
 */
export const PAGE_TEXT_PAGES = {
  home: ["Hero", "Welcome", "Home"],
  about: ["About"],
  services: ["Services"],
} as const;
export type PageTextPage = keyof typeof PAGE_TEXT_PAGES;
export const PAGE_TEXT_PAGE_KEYS = Object.keys(PAGE_TEXT_PAGES) as PageTextPage[];

export const PAGE_TEXT_NAMESPACES: readonly string[] = Object.values(PAGE_TEXT_PAGES).flat();

/** The longest page text: the longest shipped one is a few hundred characters. */
export const PAGE_TEXT_MAX = 5000;

/** Whether a key is shaped as a page text's ("About.mission.text"): a page's namespace, then names. */
export const isPageTextKeyShape = (key: string): boolean =>
  /^\w+(\.\w+)+$/.test(key) && PAGE_TEXT_NAMESPACES.includes(key.split(".")[0]!);

/** The message at a path ("About.mission.text") of a messages tree, if it is a text. */
export function messageAt(messages: Messages | undefined, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split(".")) node = typeof node === "object" ? node[part] : undefined;
  return typeof node === "string" ? node : undefined;
}

/** The page a form or an address names ("about"), the home page's for anything else. */
export const pageTextPageOf = (value: string | undefined): PageTextPage =>
  PAGE_TEXT_PAGE_KEYS.find((page) => page === value) ?? "home";

export const pageOfKey = (key: string): PageTextPage =>
  PAGE_TEXT_PAGE_KEYS.find((page) => (PAGE_TEXT_PAGES[page] as readonly string[]).includes(key.split(".")[0]!)) ??
  "home";
