import { createRequire } from "node:module";
import { afterEach, describe, expect, it, vi } from "vitest";

/** Which cache next.config's handler (lib/cache/handler.mjs) gives Next, decided where the server starts. */
async function chosenHandler() {
  vi.resetModules();
  const [{ default: Handler }, { cacheBackendStatus }] = await Promise.all([
    import("@/lib/cache/handler.mjs"),
    import("@/lib/cache/backend-status.mjs"),
  ]);
  return { Handler, status: cacheBackendStatus() };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("the cache handler", () => {
  it("is Next's own file-system cache without REDIS_URL", async () => {
    vi.stubEnv("REDIS_URL", "");
    const { Handler, status } = await chosenHandler();
    const nextOwn = createRequire(import.meta.url)("next/dist/server/lib/incremental-cache/file-system-cache.js") as {
      default: unknown;
    };
    expect(Handler.prototype).toBeInstanceOf(nextOwn.default as new () => unknown);
    expect(status).toMatchObject({ backend: "local", reachable: true });
  });

  it("keeps no 404 page and no read that found nothing, and everything else", async () => {
    const { keepingOnlyLastingEntries, worthKeeping } = await import("@/lib/cache/lasting-entries.mjs");
    const stored = new Map<string, unknown>();
    class Cache {
      async set(key: string, value: unknown) {
        stored.set(key, value);
      }
    }
    const cache = new (keepingOnlyLastingEntries(Cache))();
    const notFoundPage = { kind: "APP_PAGE", html: "<h1>404</h1>", status: 404 };
    const nothingFound = {
      kind: "FETCH",
      data: { headers: {}, body: "null", status: 200, url: "" },
      revalidate: false,
    };
    const page = { kind: "APP_PAGE", html: "<h1>Patent</h1>", status: 200 };
    const found = { kind: "FETCH", data: { headers: {}, body: '{"id":1}', status: 200, url: "" }, revalidate: false };
    await cache.set("/tr/yok-boyle-bir-sayfa", notFoundPage);
    await cache.set("topic-at-1-yok", nothingFound);
    await cache.set("/tr/patent", page);
    await cache.set("topic-at-1-var", found);
    expect([...stored.keys()]).toEqual(["/tr/patent", "topic-at-1-var"]);
    expect(worthKeeping(null)).toBe(true);
  });

  it("stays local while `next build` runs, REDIS_URL or not: a build never needs Redis", async () => {
    vi.stubEnv("REDIS_URL", "redis://127.0.0.1:9");
    vi.stubEnv("NEXT_PHASE", "phase-production-build");
    const { Handler, status } = await chosenHandler();
    expect(Object.getPrototypeOf(Handler).name).toBe("FileSystemCache");
    expect(status.backend).toBe("local");
  });

  it("drops the server entry's page cache once a tag expiry has reached the cache, whether it succeeded or not", async () => {
    const { droppingPageCacheOnExpiry } = await import("@/lib/cache/handler.mjs");
    const { pageCacheGeneration } = await import("@/lib/site/page-cache-invalidation.mjs");
    const seen: number[] = [];
    class Cache {
      async revalidateTag(tag: string) {
        seen.push(pageCacheGeneration());
        if (tag === "broken") throw new Error("unreachable");
      }
    }
    const Handler = droppingPageCacheOnExpiry(Cache);
    const before = pageCacheGeneration();
    await new Handler().revalidateTag("menu:tr");
    // Dropped after the expiry, not before it: a page read in between would be kept stale.
    expect(seen).toEqual([before]);
    expect(pageCacheGeneration()).toBe(before + 1);
    await expect(new Handler().revalidateTag("broken")).rejects.toThrow("unreachable");
    expect(pageCacheGeneration()).toBe(before + 2);
  });

  it("does not store an entry made from what was read before a tag expired; the next miss stores again", async () => {
    const { droppingPageCacheOnExpiry } = await import("@/lib/cache/handler.mjs");
    const stored = new Map<string, string>();
    class Cache {
      async get(key: string) {
        return stored.get(key) ?? null;
      }
      async set(key: string, value: string) {
        stored.set(key, value);
      }
      async revalidateTag(tag: string) {
        if (tag) stored.clear();
      }
    }
    const cache = new (droppingPageCacheOnExpiry(Cache))();
    // A render that read before the expiry and stores after it: dropped, and the server entry's
    // page cache with it (requests that joined that render got its page too).
    const { pageCacheGeneration } = await import("@/lib/site/page-cache-invalidation.mjs");
    expect(await cache.get("/")).toBeNull();
    await cache.revalidateTag("menu:tr");
    const afterExpiry = pageCacheGeneration();
    await cache.set("/", "old menu");
    expect(pageCacheGeneration()).toBe(afterExpiry + 1);
    expect(await cache.get("/")).toBeNull();
    // Read and stored with no expiry between: kept, and a hit stores nothing more.
    await cache.set("/", "new menu");
    expect(await cache.get("/")).toBe("new menu");
    // Two renders of one key, one begun before the expiry and one after: neither is trusted, the next is.
    await cache.revalidateTag("menu:tr");
    expect(await cache.get("/")).toBeNull();
    await cache.revalidateTag("menu:tr");
    expect(await cache.get("/")).toBeNull();
    await cache.set("/", "fresh");
    await cache.set("/", "stale");
    expect(await cache.get("/")).toBeNull();
    await cache.set("/", "fresh again");
    expect(await cache.get("/")).toBe("fresh again");
  });
});
