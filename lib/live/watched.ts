import type { WatchedItem } from "./reaction";

/**
 * The records the open page shows (a topic and its category), and whether one was deleted while it
 * was open: shared by the page's LiveItem and the layout's LiveUpdates in the browser.
 */
let watched: readonly WatchedItem[] = [];
let removed = false;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export const watchedItems = (): readonly WatchedItem[] => watched;
export const isRemoved = (): boolean => removed;

export function watch(items: readonly WatchedItem[]): () => void {
  watched = items;
  removed = false;
  changed();
  return () => {
    if (watched !== items) return;
    watched = [];
    removed = false;
    changed();
  };
}

export function markRemoved(): void {
  removed = true;
  changed();
}

export function subscribeToWatched(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
