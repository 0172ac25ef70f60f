import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { setTimeout as delay } from "node:timers/promises";
import { createClient } from "@redis/client";
import { recordCacheFailure, recordCacheSuccess } from "./backend-status.mjs";

/** @import { Handler } from "@fortedigital/nextjs-cache-handler/cache-handler.types" */
/** @import { RedisClientType } from "@redis/client" */
/** @import { CacheControl } from "next/dist/server/lib/cache-control" */
/** @import { IncrementalCacheValue } from "next/dist/server/response-cache/types" */

/**
 * Next's page and data cache in Redis, shared by every instance (@fortedigital/nextjs-cache-handler
 * over @redis/client). What it adds to that handler, each found wanting with two instances:
 * - Keys live under REDIS_KEY_PREFIX (default "ipsite:") and the build's id: pages of another build
 *   name script files this one lacks, so instances of two builds (a deploy) never share pages.
 * - No initial seeding from the build (its registerInitialCache writes keys Next 16 never reads,
 *   and would reset fresh shared pages to the build's each time an instance starts).
 * - A page keeps the lifetime Next gave it (cacheControl): without it, an instance that did not
 *   render the page takes the shared copy as expiring after a second and renders it again.
 * - Redis unreachable: pages render uncached, as the handler does, but the outage is logged once and
 *   reported (./backend-status.mjs), and the revalidations it missed are replayed once Redis answers,
 *   so no instance keeps serving a page a write made stale.
 */
export const DEFAULT_KEY_PREFIX = "ipsite:";
/** Past this, a Redis operation counts as failed and the page renders without the cache. */
const OPERATION_TIMEOUT_MS = 2_000;

/**
 * A stored value carries the lifetime Next gave it (see RedisCache's set).
 * @typedef {IncrementalCacheValue & { cacheControl?: CacheControl }} StoredValue
 */

/**
 * A client of the shared cache, and what it keeps across its outages.
 * @typedef {object} Redis
 * @property {RedisClientType} client
 * @property {Promise<unknown>} connected Settles when the client is first ready.
 * @property {Set<string>} lostTags Tags whose revalidation failed, to replay.
 * @property {() => Promise<void>} replay
 * @property {() => Promise<void>} close
 */

/** @param {Record<string, string | undefined>} env */
export function createRedisCache(env) {
  // The handler (./handler.mjs) chooses this cache only when REDIS_URL is set.
  if (!env.REDIS_URL) throw new Error("Invalid configuration: the shared cache needs REDIS_URL");
  const redis = connect(env.REDIS_URL);
  CacheHandler.onCreation(async ({ buildId }) => {
    // The first request waits a moment for the connection rather than count its absence as an outage.
    await Promise.race([redis.connected, delay(OPERATION_TIMEOUT_MS, undefined, { ref: false })]);
    const keyPrefix = `${env.REDIS_KEY_PREFIX || DEFAULT_KEY_PREFIX}${buildId ?? "unbuilt"}:`;
    return {
      handlers: [
        observed(createRedisHandler({ client: redis.client, keyPrefix, timeoutMs: OPERATION_TIMEOUT_MS }), redis),
      ],
    };
  });
  return class RedisCache extends CacheHandler {
    /**
     * @param {Parameters<CacheHandler["get"]>[0]} key
     * @param {Parameters<CacheHandler["get"]>[1]} ctx
     */
    async get(key, ctx) {
      const entry = await super.get(key, ctx);
      const stored = /** @type {StoredValue | null | undefined} */ (entry?.value);
      if (!entry || !stored?.cacheControl) return entry;
      const { cacheControl, ...value } = stored;
      // Moved back where Next reads it (see set).
      return { ...entry, value, cacheControl };
    }

    /**
     * @param {Parameters<CacheHandler["set"]>[0]} key
     * @param {Parameters<CacheHandler["set"]>[1]} data
     * @param {Parameters<CacheHandler["set"]>[2]} ctx
     */
    async set(key, data, ctx) {
      // The handler keeps no lifetime of its own: it travels inside the stored value.
      const cacheControl = ctx && "cacheControl" in ctx ? ctx.cacheControl : undefined;
      const kept = data && data.kind !== "FETCH" && cacheControl ? { ...data, cacheControl } : data;
      await super.set(key, kept, ctx);
    }

    /** Closes the connection (tests; a server just exits). */
    static async close() {
      await redis.close();
    }
  };
}

/**
 * A client that (re)connects in the background, forever: no page waits for Redis to come back.
 * (A server holds two: its proxy, bundled by Next, gets its own copy of this module.)
 * @param {string} url
 */
function connect(url) {
  const client = createClient({
    url,
    // Fail at once while disconnected, rather than queue the command until Redis returns.
    disableOfflineQueue: true,
    pingInterval: 10_000,
    socket: {
      connectTimeout: OPERATION_TIMEOUT_MS,
      reconnectStrategy: (retries) => Math.min(2 ** retries * 50, 2_000),
    },
  });
  /** @type {Redis} */
  const redis = {
    client,
    connected: new Promise((resolve) => client.once("ready", resolve)),
    lostTags: new Set(),
    replay: async () => undefined,
    close: () => client.close(),
  };
  let connectedOnce = false;
  client.on("error", (error) => failed("connection", error));
  // The host only: the URL may carry a password.
  const where = new URL(url).host;
  client.on("ready", () => {
    if (recordCacheSuccess() || !connectedOnce)
      console.log(`${connectedOnce ? "Reconnected" : "Connected"} to the shared cache (Redis at ${where}).`);
    connectedOnce = true;
    void redis.replay();
  });
  client.connect().catch((error) => failed("connect", error));
  return redis;
}

/**
 * @param {string} operation
 * @param {unknown} error
 */
function failed(operation, error) {
  if (recordCacheFailure(operation, error)) {
    console.error(
      `The shared cache (Redis) failed (${operation}: ${error instanceof Error ? error.message : error}): pages render without it until it answers again.`,
    );
  }
}

/**
 * The handler, with every failure recorded and every lost revalidation kept to replay.
 * @param {Handler} handler
 * @param {Redis} redis
 * @returns {Handler}
 */
function observed(handler, redis) {
  /**
   * @template {unknown[]} Args
   * @template Result
   * @param {string} operation
   * @param {(...args: Args) => Promise<Result>} run
   * @returns {(...args: Args) => Promise<Result>}
   */
  const watched =
    (operation, run) =>
    async (...args) => {
      try {
        const result = await run(...args);
        if (recordCacheSuccess()) void redis.replay();
        return result;
      } catch (error) {
        failed(operation, error);
        throw error;
      }
    };
  const revalidateTag = watched("revalidateTag", handler.revalidateTag);
  redis.replay = replayer(redis.lostTags, revalidateTag);
  return {
    ...handler,
    get: watched("get", handler.get),
    set: watched("set", handler.set),
    delete: handler.delete && watched("delete", handler.delete),
    /** @param {string} tag */
    async revalidateTag(tag) {
      try {
        await revalidateTag(tag);
      } catch (error) {
        redis.lostTags.add(tag);
        console.error(
          `Could not expire the cache tag "${tag}" in the shared cache: retried once Redis answers; until then other instances may serve its pages as they were.`,
        );
        throw error;
      }
    },
  };
}

/**
 * Replays lost revalidations one at a time, once at a time; a failure keeps the rest for later.
 * @param {Set<string>} lostTags
 * @param {(tag: string) => Promise<void>} revalidateTag
 */
function replayer(lostTags, revalidateTag) {
  let running = false;
  return async () => {
    if (running) return;
    running = true;
    try {
      for (const tag of [...lostTags]) {
        await revalidateTag(tag);
        lostTags.delete(tag);
      }
    } catch {
      // Still unreachable: kept for the next time it answers.
    } finally {
      running = false;
    }
  };
}
