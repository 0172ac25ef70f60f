/**
 * How a committed write expires its cache tags; which call Next allows depends on where the write
 * runs (lib/database/next-cache-refresh.ts for a server action or a route handler). `inServer`
 * says whether the running server learnt of it (see lib/database/cache-stamp.ts).
 */
export interface CacheRefresh {
  inServer: boolean;
  expire(tags: readonly string[]): void;
}

/**
 * Outside Next (a command, the seed, a test): there is no cache here to expire. A server started
 * later drops what it cached before such a change (lib/database/cache-stamp.ts).
 */
export const refreshOutsideNext: CacheRefresh = { inServer: false, expire: () => undefined };
