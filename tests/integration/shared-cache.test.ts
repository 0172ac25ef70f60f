import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createClient } from "@redis/client";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { cacheBackendStatus, chooseCacheBackend } from "@/lib/cache/backend-status.mjs";
import { createRedisCache } from "@/lib/cache/redis-cache.mjs";
import { startRedisServer, type RedisServer } from "@/scripts/redis-server";
import { pagesThrough, renderedPage } from "../helpers/next-cache-pages";

/**
 * Next's cache in Redis, as every instance sees it (lib/cache/redis-cache.mjs), against a
 * redis-server of this file's own: entries keep their lifetime, a revalidation empties them, and
 * while Redis is down pages go uncached, the outage is reported, and a lost revalidation is replayed.
 */
const BUILD_ID = `build-${Date.now().toString(36)}`;
const PREFIX = "test-cache:";
const dataDir = mkdtempSync(path.join(os.tmpdir(), "ip-site-redis-"));
const distDir = path.join(dataDir, "dist");
let redis: RedisServer;
let RedisCache: ReturnType<typeof createRedisCache>;

/** An instance as Next makes one per request (the class keeps the connection). */
function cache() {
  return new RedisCache({ serverDistDir: path.join(distDir, "server"), dev: false } as never);
}

const { storePage, read } = pagesThrough(cache);

beforeAll(async () => {
  mkdirSync(distDir, { recursive: true });
  writeFileSync(path.join(distDir, "BUILD_ID"), BUILD_ID);
  redis = await startRedisServer({ dir: dataDir });
  chooseCacheBackend("redis");
  RedisCache = createRedisCache({ REDIS_URL: redis.url, REDIS_KEY_PREFIX: PREFIX });
});

afterAll(async () => {
  await RedisCache?.close();
  await redis?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the shared cache", () => {
  it("keeps a page under the prefix and the build's id, with the lifetime Next gave it", async () => {
    await cache().set(
      "/tr/patent",
      renderedPage("<p>Patent</p>", ["menu:tr", "category:1"]) as never,
      { cacheControl: { revalidate: 60, expire: 3600 } } as never,
    );
    const entry = await read("/tr/patent");
    expect(entry?.value).toMatchObject({
      kind: "APP_PAGE",
      html: "<p>Patent</p>",
      rscData: Buffer.from("rsc:<p>Patent</p>"),
    });
    expect(entry?.value).not.toHaveProperty("cacheControl");
    expect(entry).toMatchObject({ cacheControl: { revalidate: 60, expire: 3600 }, tags: ["menu:tr", "category:1"] });
    const client = await createClient({ url: redis.url }).connect();
    try {
      expect(await client.exists(`${PREFIX}${BUILD_ID}:/tr/patent`)).toBe(1);
    } finally {
      client.destroy();
    }
  });

  it("forgets every page and read of a tag revalidated, and no other", async () => {
    await storePage("/tr/patent/konu", "<p>Konu</p>", ["topic:7", "menu:tr"]);
    await storePage("/tr/marka", "<p>Marka</p>", ["menu:tr", "category:2"]);
    const data = {
      kind: "FETCH",
      data: { headers: {}, body: '{"title":"Konu"}', status: 200, url: "" },
      revalidate: false,
    };
    await cache().set("topic-7-read", data as never, { fetchCache: true, tags: ["topic:7"] } as never);
    expect(
      (await cache().get("topic-7-read", { kind: "FETCH", tags: ["topic:7"], softTags: [] } as never))?.value,
    ).toEqual(data);

    await cache().revalidateTag("topic:7");
    expect(await read("/tr/patent/konu")).toBeNull();
    expect(await cache().get("topic-7-read", { kind: "FETCH", tags: ["topic:7"], softTags: [] } as never)).toBeNull();
    expect((await read("/tr/marka"))?.value).toMatchObject({ html: "<p>Marka</p>" });
  });

  it("while Redis is down, pages go uncached, the outage is reported once, and a lost revalidation is replayed when it returns", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      await storePage("/tr/tasarim", "<p>Eski</p>", ["category:3"]);
      const saver = await createClient({ url: redis.url }).connect();
      await saver.sendCommand(["SAVE"]);
      saver.destroy();
      await redis.stop();

      expect(await read("/tr/marka")).toBeNull();
      await expect(storePage("/tr/yeni", "<p>Yeni</p>", ["category:4"])).resolves.toBeUndefined();
      await expect(cache().revalidateTag("category:3")).resolves.toBeUndefined();
      const status = cacheBackendStatus();
      expect(status).toMatchObject({ backend: "redis", reachable: false });
      expect(status.lastFailure?.message).toBeTruthy();
      const logged = errors.mock.calls.map((call) => String(call[0]));
      expect(logged.filter((line) => line.startsWith("The shared cache (Redis) failed"))).toHaveLength(1);
      expect(logged.some((line) => line.includes('"category:3"'))).toBe(true);

      // The same data back (saved above): the page the lost revalidation should have emptied is there.
      redis = await startRedisServer({ port: redis.port, dir: dataDir });
      await expect.poll(() => cacheBackendStatus().reachable, { timeout: 10_000 }).toBe(true);
      await expect.poll(() => read("/tr/tasarim"), { timeout: 10_000 }).toBeNull();
      expect((await read("/tr/marka"))?.value).toMatchObject({ html: "<p>Marka</p>" });
    } finally {
      errors.mockRestore();
    }
  });
});
