/**
 * What Next's cache may keep. A page that answers "not found", and a cached read that found
 * nothing, are made again each time they are asked for (one render, one indexed query) instead of
 * kept: kept, every made-up address (a scanner's, a typo's) would leave an entry of its own, about
 * 70 KB on disk or in Redis, for a year and a half. Known pages and reads that found something are
 * kept as before.
 */

/**
 * @param {unknown} value What Next hands the cache's `set`.
 * @returns {boolean}
 */
export function worthKeeping(value) {
  if (!value || typeof value !== "object") return true;
  const entry = /** @type {{ kind?: string, status?: number, data?: { body?: unknown } }} */ (value);
  // A page or route answer (APP_PAGE, APP_ROUTE, PAGES) of notFound().
  if (entry.status === 404) return false;
  // unstable_cache's result, serialized: `null` is what a reader returns for an unknown slug.
  return !(entry.kind === "FETCH" && entry.data?.body === "null");
}

/**
 * A subclass of the cache whose `set` drops what is not worth keeping (see above).
 * @template {new (...args: never[]) => { set(key: string, ...rest: unknown[]): Promise<unknown> }} Class
 * @param {Class} Cache
 * @returns {Class}
 */
export function keepingOnlyLastingEntries(Cache) {
  const Base = /** @type {new (...args: never[]) => { set(key: string, ...rest: unknown[]): Promise<unknown> }} */ (
    Cache
  );
  const Keeping = class extends Base {
    /**
     * @param {string} key
     * @param {...unknown} rest The value, then Next's context.
     */
    async set(key, ...rest) {
      if (worthKeeping(rest[0])) return super.set(key, ...rest);
    }
  };
  // As in ./handler.mjs: typed as the class it was given, whose constructor and methods it keeps.
  return /** @type {Class} */ (/** @type {unknown} */ (Keeping));
}
