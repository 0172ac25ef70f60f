import { revalidateTag, updateTag } from "next/cache";

/**
 * How a committed write expires its cache tags; which call Next allows depends on where the write
 * runs. `inServer` says whether the running server learnt of it (see lib/database/cache-stamp.ts).
 */
export interface CacheRefresh {
  inServer: boolean;
  expire(tags: readonly string[]): void;
}

/** In a server action: the next render (the redirect after saving included) reads fresh data. */
export const refreshFromServerAction: CacheRefresh = {
  inServer: true,
  expire: (tags) => tags.forEach((tag) => updateTag(tag)),
};

/** In a route handler, where updateTag is refused: expired at once all the same. */
export const refreshFromRouteHandler: CacheRefresh = {
  inServer: true,
  expire: (tags) => tags.forEach((tag) => revalidateTag(tag, { expire: 0 })),
};

/**
 * Outside Next (a command, the seed, a test): there is no cache here to expire. A server started
 * later drops what it cached before such a change (lib/database/cache-stamp.ts).
 */
export const refreshOutsideNext: CacheRefresh = { inServer: false, expire: () => undefined };
