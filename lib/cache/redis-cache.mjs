import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { setTimeout as delay } from "node:timers/promises";
import { createClient } from "@redis/client";
import { recordCacheFailure, recordCacheSuccess } from "./backend-status.mjs";
import { createCircuitBreaker } from "./circuit-breaker.mjs";

/** @import { Handler } from "@fortedigital/nextjs-cache-handler/cache-handler.types" */
/** @import { RedisClientType } from "@redis/client" */
/** @import { CircuitBreaker } from "./circuit-breaker.mjs" */
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
 * - Redis unreachable or frozen: every operation is bounded and, once one has failed, skipped
 *   (a circuit breaker) until a heartbeat gets an answer again, so pages render uncached at full
 *   speed; the outage is logged once and reported (./backend-status.mjs), and the revalidations it
 *   missed are replayed once Redis answers, so no instance keeps serving a page a write made stale.
 */
export const DEFAULT_KEY_PREFIX = "ipsite:";
/**
 * Past this, a Redis operation counts as failed and the page renders without the cache. A healthy
 * Redis answers in a millisecond; a frozen one never does, so a request waits this long at most,
 * and only until the breaker opens.
 */
const OPERATION_TIMEOUT_MS = 1_000;
/** How often this process pings Redis: notices a frozen one with no traffic, and retries while the breaker is open. */
const HEARTBEAT_MS = 2_000;
/** Errors in a row (a timeout or a lost connection opens the breaker at once) before Redis is skipped. */
const FAILURES_TO_OPEN = 3;

/**
 * A stored value carries the lifetime Next gave it (see RedisCache's set).
 * @typedef {IncrementalCacheValue & { cacheControl?: CacheControl }} StoredValue
 */

/**
 * A client of the shared cache, and what it keeps across its outages.
 * @typedef {object} Redis
 * @property {RedisClientType} client
 * @property {Promise<unknown>} connected Settles when the client is first ready.
 * @property {CircuitBreaker} breaker Every operation goes through it (see ./circuit-breaker.mjs).
 * @property {Set<string>} lostTags Tags whose revalidation failed, to replay.
 * @property {() => Promise<void>} replay
 * @property {() => Promise<void>} close
 */

/** @param {Record<string, string | undefined>} env */
export function createRedisCache(env) {
  // The handler (./handler.mjs) chooses this cache only when REDIS_URL is set.
  if (!env.REDIS_URL) throw new Error("Invalid configuration: the shared cache needs REDIS_URL");
  const redis = sharedConnection(env.REDIS_URL);
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

const CONNECTIONS = Symbol.for("ipsite.redis-connections");
const registry = /** @type {typeof globalThis & { [CONNECTIONS]?: Map<string, Redis> }} */ (globalThis);

/**
 * One connection per process and URL: Next bundles a second copy of this module into the proxy, and
 * both copies share the connection, and so its breaker (one outage, logged once, one heartbeat).
 * @param {string} url
 * @returns {Redis}
 */
function sharedConnection(url) {
  const connections = (registry[CONNECTIONS] ??= new Map());
  const existing = connections.get(url);
  if (existing) return existing;
  const redis = connect(url, () => connections.delete(url));
  connections.set(url, redis);
  return redis;
}

/**
 * A client that (re)connects in the background, forever: no page waits for Redis to come back.
 * Every operation goes through a breaker (./circuit-breaker.mjs): bounded, and skipped while Redis
 * is known to be away. The client's own timeouts cannot bound a frozen Redis: a command already
 * written to the socket waits for its reply however long it takes (its abort signal and timeout
 * only cover commands still queued), and its ping never completes, so it never notices either.
 * @param {string} url
 * @param {() => void} forget Called when closed.
 * @returns {Redis}
 */
function connect(url, forget) {
  const client = createClient({
    url,
    // Fail at once while disconnected, rather than queue the command until Redis returns.
    disableOfflineQueue: true,
    socket: {
      // Not on a request's path (while connecting, operations fail at once): long enough for a server busy starting.
      connectTimeout: 5_000,
      reconnectStrategy: (retries) => Math.min(2 ** retries * 50, 2_000),
    },
  });
  // The host only: the URL may carry a password.
  const where = new URL(url).host;
  let connectedOnce = false;
  const announce = () => {
    console.log(`${connectedOnce ? "Reconnected" : "Connected"} to the shared cache (Redis at ${where}).`);
    connectedOnce = true;
  };
  const breaker = createCircuitBreaker({
    timeoutMs: OPERATION_TIMEOUT_MS,
    failuresToOpen: FAILURES_TO_OPEN,
    onOpen: reportOutage,
    onClose: () => {
      recordCacheSuccess();
      announce();
      void redis.replay();
    },
  });
  const heartbeat = startHeartbeat(() => breaker.probe(() => client.ping()));
  /** @type {Redis} */
  const redis = {
    client,
    connected: new Promise((resolve) => client.once("ready", resolve)),
    breaker,
    lostTags: new Set(),
    replay: async () => undefined,
    close: async () => {
      heartbeat.stop();
      forget();
      await client.close();
    },
  };
  client.on("error", (error) => breaker.trip(error));
  client.on("ready", () => {
    if (!connectedOnce && !breaker.isOpen()) {
      recordCacheSuccess();
      announce();
    }
    // Closes the breaker now rather than at the next beat.
    heartbeat.beatNow();
  });
  client.connect().catch((error) => breaker.trip(error));
  return redis;
}

/**
 * Pings every HEARTBEAT_MS, one ping at a time (each bounded by the breaker): a frozen Redis is
 * noticed with no page asking, and an open breaker is retried. Unreferenced: it never keeps a
 * process alive.
 * @param {() => Promise<unknown>} ping
 */
function startHeartbeat(ping) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  let running = false;
  let stopped = false;
  const beat = async () => {
    if (running || stopped) return;
    running = true;
    clearTimeout(timer);
    await ping().catch(() => undefined);
    running = false;
    if (!stopped) timer = setTimeout(beat, HEARTBEAT_MS).unref();
  };
  return {
    beatNow: () => void beat(),
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/**
 * Once per outage, as the breaker opens: logged and reported (health shows the cache degraded).
 * @param {unknown} error
 */
function reportOutage(error) {
  recordCacheFailure("redis", error);
  console.error(
    `The shared cache (Redis) failed (${error instanceof Error ? error.message : error}): pages render without it, and it is tried again every ${HEARTBEAT_MS / 1000} s.`,
  );
}

/**
 * The handler, each operation through the breaker, and every lost revalidation kept to replay.
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
  const guarded =
    (operation, run) =>
    (...args) =>
      redis.breaker.call(operation, () => run(...args));
  const revalidateTag = guarded("revalidateTag", handler.revalidateTag);
  redis.replay = replayer(redis.lostTags, revalidateTag);
  return {
    ...handler,
    get: guarded("get", handler.get),
    set: guarded("set", handler.set),
    delete: handler.delete && guarded("delete", handler.delete),
    // Next awaits it before the cache's first use: a frozen Redis must not hold every request.
    prepare: handler.prepare && guarded("prepare", handler.prepare),
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
