import { createRequire } from "node:module";
import { PHASE_PRODUCTION_BUILD } from "next/constants.js";
import { chooseCacheBackend } from "./backend-status.mjs";
import { invalidatePageCache } from "../site/page-cache-invalidation.mjs";

/**
 * Next's page and data cache handler (next.config's `cacheHandler`), chosen when a server starts,
 * so one build serves both ways, with `next start` and with the Docker image's standalone server
 * (which reads the config frozen at build time, not next.config.ts: the choice must be made here).
 *
 * - REDIS_URL set: the cache every instance shares (./redis-cache.mjs). A page one instance
 *   rendered is served by all, and a write's revalidation on one reaches all.
 * - Otherwise, and always while `next build` runs: Next's own file-system cache, the very class
 *   Next uses when no handler is named, private to this process and its build folder.
 */
const shared = Boolean(process.env.REDIS_URL) && process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD;

chooseCacheBackend(shared ? "redis" : "local");

/** Required, not imported: what an ESM import of a CommonJS module yields differs between Node and bundlers. */
function nextOwnCache() {
  return createRequire(import.meta.url)("next/dist/server/lib/incremental-cache/file-system-cache.js").default;
}

/**
 * Whichever it is, the server entry's page cache (lib/site/page-cache.mjs) is dropped once a tag
 * expiry has reached it: only then does Next render the page anew, so a page read before is not kept.
 */
export function droppingPageCacheOnExpiry(Cache) {
  return class extends Cache {
    async revalidateTag(...args) {
      try {
        return await super.revalidateTag(...args);
      } finally {
        invalidatePageCache();
      }
    }
  };
}

export default droppingPageCacheOnExpiry(shared ? (await import("./redis-cache.mjs")).createRedisCache(process.env) : nextOwnCache());
