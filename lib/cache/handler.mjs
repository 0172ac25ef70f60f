import { createRequire } from "node:module";
import { PHASE_PRODUCTION_BUILD } from "next/constants.js";
import { chooseCacheBackend } from "./backend-status.mjs";
import { keepingOnlyLastingEntries } from "./lasting-entries.mjs";
import { invalidatePageCache } from "../site/page-cache-invalidation.mjs";

/** @import FileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js" */

/**
 * Next's page and data cache handler (next.config's `cacheHandler`), chosen when a server starts,
 * so one build serves both ways, with `next start` and with the Docker image's standalone server
 * (which reads the config frozen at build time, not next.config.ts: the choice must be made here).
 *
 * - REDIS_URL set: the cache every instance shares (./redis-cache.mjs). A page one instance
 *   rendered is served by all, and a write's revalidation on one reaches all.
 * - Otherwise, and always while `next build` runs: Next's own file-system cache, the very class
 *   Next uses when no handler is named, private to this process and its build folder.
 *
 * Either way, a served 404 and a read that found nothing are not kept (./lasting-entries.mjs).
 */
const shared = Boolean(process.env.REDIS_URL) && process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD;

chooseCacheBackend(shared ? "redis" : "local");

/** Required, not imported: what an ESM import of a CommonJS module yields differs between Node and bundlers. */
function nextOwnCache() {
  const required = createRequire(import.meta.url)("next/dist/server/lib/incremental-cache/file-system-cache.js");
  return /** @type {{ default: typeof FileSystemCache }} */ (required).default;
}

/** A pending read older than this is forgotten (its render failed and will never store). */
const PENDING_READ_MS = 30_000;

/**
 * A cache's instances, as the guards below see them: Next's cache classes (its own, ./redis-cache.mjs's) have
 * all three methods (WholeCache); a stand-in may lack get and set (the guards' own only call through to them).
 * @typedef {{
 *   get?(key: string, ...rest: unknown[]): Promise<unknown>,
 *   set?(key: string, ...rest: unknown[]): Promise<unknown>,
 *   revalidateTag(...args: unknown[]): Promise<unknown>,
 * }} ExpiringCache
 * @typedef {{
 *   get(key: string, ...rest: unknown[]): Promise<unknown>,
 *   set(key: string, ...rest: unknown[]): Promise<unknown>,
 *   revalidateTag(...args: unknown[]): Promise<unknown>,
 * }} WholeCache
 */

/**
 * Whichever it is, two guards around a tag expiry:
 *
 * - An entry made from what was read before an expiry is not stored. Next's cache stamps an entry
 *   with the time it is stored, not the time its data was read, so a render that began before an
 *   expiry and ended after it would be kept as fresh, showing what the expiry replaced (a category
 *   switched off still in the menu) until the next write. Each miss (a read that will be followed by
 *   a store) notes how many expiries had begun; a store after another one is dropped (and the
 *   page cache with it: requests that joined that render get it too), and the next request
 *   renders again.
 * - The server entry's page cache (lib/site/page-cache.mjs) is dropped once an expiry has reached
 *   the cache: only then does Next render the page anew, so a page read before is not kept.
 *
 * @template {new (...args: never[]) => ExpiringCache} Class
 * @param {Class} Cache
 * @returns {Class} a subclass of it: the same constructor, and the same methods, guarded
 */
export function droppingPageCacheOnExpiry(Cache) {
  let expiries = 0;
  /** @type {Map<string, { expiriesBefore: number, at: number, outstanding: number }>} */
  const pending = new Map();
  // Whichever of get and set a stand-in lacks is never called on the subclass either.
  const Base = /** @type {new (...args: never[]) => WholeCache} */ (Cache);
  const Guarded = class extends Base {
    /**
     * @param {string} key
     * @param {...unknown} rest
     */
    async get(key, ...rest) {
      const found = await super.get(key, ...rest);
      if (found) return found;
      const read = pending.get(key);
      if (read && Date.now() - read.at < PENDING_READ_MS) read.outstanding += 1;
      else pending.set(key, { expiriesBefore: expiries, at: Date.now(), outstanding: 1 });
      return found;
    }

    /**
     * @param {string} key
     * @param {...unknown} rest
     */
    async set(key, ...rest) {
      const read = pending.get(key);
      if (read && --read.outstanding <= 0) pending.delete(key);
      if (read && read.expiriesBefore === expiries) return super.set(key, ...rest);
      if (!read) return super.set(key, ...rest);
      // Next hands the same render to every request that joined it, some of them begun after the
      // expiry: the server entry must not keep it for them either.
      invalidatePageCache();
    }

    /** @param {...unknown} args */
    async revalidateTag(...args) {
      // A read never followed by a store (its render failed) is forgotten in time.
      for (const [key, read] of pending) if (Date.now() - read.at >= PENDING_READ_MS) pending.delete(key);
      // Counted as it begins and as it ends: a read while it runs may still see the old entry.
      expiries += 1;
      try {
        return await super.revalidateTag(...args);
      } finally {
        expiries += 1;
        invalidatePageCache([args[0]].flat().filter((tag) => typeof tag === "string"));
      }
    }
  };
  // TypeScript extends a type parameter only with `any[]` constructor arguments (a mixin); built on the cast
  // base instead, the subclass is typed as the class it was given, whose constructor and methods it keeps.
  return /** @type {Class} */ (/** @type {unknown} */ (Guarded));
}

const backendCache = shared ? (await import("./redis-cache.mjs")).createRedisCache(process.env) : nextOwnCache();
// While `next build` runs, everything it renders is kept (its own not-found page included).
const building = process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD;

export default droppingPageCacheOnExpiry(building ? backendCache : keepingOnlyLastingEntries(backendCache));
