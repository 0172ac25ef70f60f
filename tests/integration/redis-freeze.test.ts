import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { cacheBackendStatus, chooseCacheBackend } from "@/lib/cache/backend-status.mjs";
import { createRedisCache } from "@/lib/cache/redis-cache.mjs";
import { startRedisServer, type RedisServer } from "@/scripts/redis-server";
import { pagesThrough } from "../helpers/next-cache-pages";

/**
 * Next's cache in Redis when Redis freezes (SIGSTOP: it keeps its connections and answers nothing,
 * as a network partition or a paused container looks): every read and write gives up within a
 * second, the breaker then skips Redis altogether (no wait at all), the outage is reported within
 * seconds even when no page asks, and once Redis runs again (SIGCONT) the cache is used again and
 * a revalidation made during the freeze is replayed.
 */
const RUN = Date.now().toString(36);
const PREFIX = `freeze-${RUN}:`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "ip-site-redis-freeze-"));
const distDir = path.join(dataDir, "dist");
let redis: RedisServer;
let RedisCache: ReturnType<typeof createRedisCache>;
let frozen = false;

function cache() {
  return new RedisCache({ serverDistDir: path.join(distDir, "server"), dev: false } as never);
}

const { storePage, read } = pagesThrough(cache);

/** How long `run` takes, in ms. */
async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

function freeze() {
  process.kill(redis.pid, "SIGSTOP");
  frozen = true;
}

function thaw() {
  process.kill(redis.pid, "SIGCONT");
  frozen = false;
}

beforeAll(async () => {
  mkdirSync(distDir, { recursive: true });
  writeFileSync(path.join(distDir, "BUILD_ID"), `build-${RUN}`);
  redis = await startRedisServer();
  chooseCacheBackend("redis");
  RedisCache = createRedisCache({ REDIS_URL: redis.url, REDIS_KEY_PREFIX: PREFIX });
});

afterAll(async () => {
  if (frozen) thaw();
  await RedisCache?.close();
  await redis?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the shared cache with Redis frozen", () => {
  it("answers within a second, then skips Redis at full speed, and replays a lost revalidation once it runs again", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      await storePage("/tr/patent", "<p>Patent</p>", ["category:1"]);
      await storePage("/tr/marka", "<p>Marka</p>", ["category:2"]);
      expect((await read("/tr/patent"))?.value).toMatchObject({ html: "<p>Patent</p>" });
      expect(cacheBackendStatus().reachable).toBe(true);

      freeze();
      let firstRead: unknown;
      const firstMs = await timed(async () => (firstRead = await read("/tr/marka")));
      expect(firstRead).toBeNull();
      expect(firstMs).toBeLessThan(1_500);
      expect(cacheBackendStatus()).toMatchObject({ backend: "redis", reachable: false });

      // The breaker is open: nothing waits for Redis any more.
      const openMs: number[] = [];
      for (let index = 0; index < 50; index++) openMs.push(await timed(() => read(`/tr/sayfa-${index}`)));
      await expect(storePage("/tr/yeni", "<p>Yeni</p>", ["category:3"])).resolves.toBeUndefined();
      openMs.push(await timed(() => cache().revalidateTag("category:1")));
      expect(Math.max(...openMs)).toBeLessThan(50);

      const logged = errors.mock.calls.map((call) => String(call[0]));
      expect(logged.filter((line) => line.startsWith("The shared cache (Redis) failed"))).toHaveLength(1);
      expect(logged.some((line) => line.includes('"category:1"'))).toBe(true);
      console.info(
        `Redis frozen: first read ${Math.round(firstMs)} ms, then ${openMs.length} operations at most ${Math.max(...openMs).toFixed(1)} ms each`,
      );

      thaw();
      await expect.poll(() => cacheBackendStatus().reachable, { timeout: 10_000 }).toBe(true);
      // The revalidation lost during the freeze has been replayed; the other page is still there.
      await expect.poll(() => read("/tr/patent"), { timeout: 10_000 }).toBeNull();
      expect((await read("/tr/marka"))?.value).toMatchObject({ html: "<p>Marka</p>" });
    } finally {
      errors.mockRestore();
    }
  });

  it("notices a freeze when no page asks, within seconds, and recovers by itself", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      await expect.poll(() => cacheBackendStatus().reachable, { timeout: 10_000 }).toBe(true);
      const frozenAt = performance.now();
      freeze();
      await expect.poll(() => cacheBackendStatus().reachable, { timeout: 10_000 }).toBe(false);
      const noticedMs = performance.now() - frozenAt;
      expect(noticedMs).toBeLessThan(10_000);
      console.info(`Redis frozen with no traffic: reported after ${Math.round(noticedMs)} ms`);
      thaw();
      await expect.poll(() => cacheBackendStatus().reachable, { timeout: 10_000 }).toBe(true);
      await storePage("/tr/tasarim", "<p>Tasarım</p>", ["category:4"]);
      expect((await read("/tr/tasarim"))?.value).toMatchObject({ html: "<p>Tasarım</p>" });
    } finally {
      errors.mockRestore();
    }
  });
});
