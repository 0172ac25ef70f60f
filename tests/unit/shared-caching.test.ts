import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import {
  shareablePublicPages,
  sharedCacheControl,
  sharedCacheMaxAge,
  STALE_WHILE_REVALIDATE_SECONDS,
} from "@/lib/site/shared-caching.mjs";

describe("the Cache-Control of a cached public page", () => {
  it("is fresh for at most a minute in a shared cache, then served stale for a day while it is fetched again", () => {
    expect(sharedCacheControl(200, "s-maxage=31536000", true)).toBe(
      "public, s-maxage=60, stale-while-revalidate=86400",
    );
    expect(sharedCacheControl(404, "s-maxage=31536000", true)).toBe(
      "public, s-maxage=60, stale-while-revalidate=86400",
    );
    expect(sharedCacheControl(308, "s-maxage=31536000", true)).toBe(
      "public, s-maxage=60, stale-while-revalidate=86400",
    );
    expect(STALE_WHILE_REVALIDATE_SECONDS).toBe(86_400);
  });

  it("keeps a shorter freshness Next gave, and follows SHARED_CACHE_MAX_AGE", () => {
    expect(sharedCacheControl(200, "s-maxage=30, stale-while-revalidate=31535970", true)).toBe(
      "public, s-maxage=30, stale-while-revalidate=86400",
    );
    expect(sharedCacheControl(200, "s-maxage=31536000", true, 0)).toBe(
      "public, s-maxage=0, stale-while-revalidate=86400",
    );
    expect(sharedCacheMaxAge({ SHARED_CACHE_MAX_AGE: "300" })).toBe(300);
    expect(sharedCacheMaxAge({ SHARED_CACHE_MAX_AGE: "soon" })).toBe(60);
    expect(sharedCacheMaxAge({})).toBe(60);
  });

  it("leaves alone what is not a page from Next's cache: errors, private and dynamic answers", () => {
    expect(sharedCacheControl(500, "s-maxage=31536000", true)).toBeNull();
    expect(sharedCacheControl(200, "s-maxage=31536000", false)).toBeNull();
    expect(sharedCacheControl(200, "private, no-cache, no-store, max-age=0, must-revalidate", true)).toBeNull();
    expect(sharedCacheControl(200, undefined, true)).toBeNull();
  });
});

describe("which responses get it", () => {
  const cachedPage = () => {
    const headers = new Map<string, string>([
      ["cache-control", "s-maxage=31536000"],
      ["x-nextjs-cache", "HIT"],
    ]);
    const response = {
      getHeader: (name: string) => headers.get(name),
      hasHeader: (name: string) => headers.has(name),
      setHeader: (name: string, value: string) => void headers.set(name, value),
      writeHead(this: unknown) {
        return this;
      },
    };
    return { response: response as unknown as ServerResponse, headers };
  };

  it("a page a browser asks for, not what the client router fetches (a browser would keep that stale)", () => {
    const page = cachedPage();
    shareablePublicPages({ method: "GET", headers: {} } as IncomingMessage, page.response, 60);
    page.response.writeHead(200);
    expect(page.headers.get("cache-control")).toBe("public, s-maxage=60, stale-while-revalidate=86400");

    const router = cachedPage();
    shareablePublicPages({ method: "GET", headers: { rsc: "1" } } as unknown as IncomingMessage, router.response, 60);
    router.response.writeHead(200);
    expect(router.headers.get("cache-control")).toBe("s-maxage=31536000");
  });
});
