import type { LiveEvent } from "./events";

/**
 * What an open public page does about a change, one rule for every page:
 * - maintenance switched, or a whole site imported (its maintenance settings with it): load the page
 *   again (the server answers the screen, or the page back);
 * - the item the page shows (or its category) was deleted, alone or with others (a whole-language
 *   replace): say so, and keep the text on screen;
 * - anything its language shows changed, or any language (the language menu lists them all): re-render from the server;
 * - anything else: nothing.
 */
export type LiveReaction = "reload" | "removed" | "refresh" | "none";

/** The record a page shows (a topic, a category), named as change records name it. */
export interface WatchedItem {
  entity: string;
  id: number;
}

/** A topic's page watches the topic and its category: deleting either removes the page. */
export function reactionTo(event: LiveEvent, page: { lang: string; watched: readonly WatchedItem[] }): LiveReaction {
  if (event.entity === "maintenance" || event.entity === "siteData") return "reload";
  if (page.watched.some((item) => event.removed.includes(`${item.entity}:${item.id}`))) return "removed";
  if (event.entity === "language" || event.languages.includes(page.lang)) return "refresh";
  return "none";
}
