/**
 * How the app (bundled apart, in the same process) tells the server entry's page cache
 * (./page-cache.mjs) to drop what it holds: a global, as ./database-state.mjs does the other way.
 * Plain JavaScript, with no import: both the server entry and the app's bundle load it.
 */
const STATE = Symbol.for("ipsite.pageCache");
/** @typedef {{ generation: number, listeners: Set<(tags: readonly string[]) => void> }} InvalidationState */
const holder = /** @type {typeof globalThis & { [STATE]?: InvalidationState }} */ (globalThis);

/** @returns {InvalidationState} */
function state() {
  return (holder[STATE] ??= { generation: 0, listeners: new Set() });
}

/**
 * Called by the app for every change it hears of (before the server entry exists, it only counts),
 * with the cache tags that change expired when it knows them.
 * @param {readonly string[]} [tags]
 */
export function invalidatePageCache(tags = []) {
  const current = state();
  current.generation += 1;
  for (const listener of current.listeners) listener(tags);
}

/** Changes with every invalidation: a page read before one must not be kept after it. */
export const pageCacheGeneration = () => state().generation;

/**
 * Called by the server entry: `listener` runs on every invalidation, given the tags it expired.
 * @param {(tags: readonly string[]) => void} listener
 * @returns {() => void} what stops it
 */
export function onPageCacheInvalidated(listener) {
  state().listeners.add(listener);
  return () => state().listeners.delete(listener);
}
