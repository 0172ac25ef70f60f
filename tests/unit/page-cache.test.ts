import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  invalidatePageCache,
  onPageCacheInvalidated,
  pageCacheGeneration,
} from "@/lib/site/page-cache-invalidation.mjs";
import {
  answerFromPageCache,
  PAGE_CACHE_HEADER,
  pageCacheKey,
  pageStore,
  storablePage,
  type StoredPage,
} from "@/lib/site/page-cache.mjs";
import { precompressedStore } from "@/lib/site/precompressed.mjs";

const request = (url: string, headers: Record<string, string> = {}, method = "GET") => ({ method, url, headers });

describe("which requests the page cache answers", () => {
  it("a page a visitor without cookies asks for, keyed by its whole URL", () => {
    expect(pageCacheKey(request("/"))).toBe("/");
    expect(pageCacheKey(request("/en/kurumsal?ref=x"))).toBe("/en/kurumsal?ref=x");
    expect(pageCacheKey(request("/patent", {}, "HEAD"))).toBe("/patent");
  });

  it("never a write, a visitor with a cookie or credentials, the client router, the API, the admin or a file", () => {
    expect(pageCacheKey(request("/", {}, "POST"))).toBeNull();
    expect(pageCacheKey(request("/", { cookie: "selectedLanguage=en" }))).toBeNull();
    expect(pageCacheKey(request("/", { authorization: "Bearer x" }))).toBeNull();
    expect(pageCacheKey(request("/", { rsc: "1" }))).toBeNull();
    expect(pageCacheKey(request("/?_rsc=abc"))).toBeNull();
    expect(pageCacheKey(request("/", { "next-router-prefetch": "1" }))).toBeNull();
    expect(pageCacheKey(request("/", { "next-action": "abc" }))).toBeNull();
    expect(pageCacheKey(request("/api/health"))).toBeNull();
    expect(pageCacheKey(request("/api"))).toBeNull();
    expect(pageCacheKey(request("/admin/dashboard"))).toBeNull();
    expect(pageCacheKey(request("/_next/static/chunks/a.js"))).toBeNull();
    expect(pageCacheKey(request("/robots.txt"))).toBeNull();
    // A category whose slug begins like a reserved folder is a page like any other.
    expect(pageCacheKey(request("/api-basvurulari"))).toBe("/api-basvurulari");
  });

  it("under a base path, only its own pages", () => {
    expect(pageCacheKey(request("/buro/en"), "/buro")).toBe("/buro/en");
    expect(pageCacheKey(request("/buro"), "/buro")).toBe("/buro");
    expect(pageCacheKey(request("/other/en"), "/buro")).toBeNull();
    expect(pageCacheKey(request("/buro/api/health"), "/buro")).toBeNull();
  });
});

/** A response as Next leaves it just before it sends a page. */
function nextResponse(headers: Record<string, string>, status = 200): ServerResponse {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  response.statusCode = status;
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  return response;
}

const cachedPageHeaders = {
  "content-type": "text/html; charset=utf-8",
  "cache-control": "s-maxage=31536000",
  "x-nextjs-cache": "HIT",
  etag: '"e1"',
  vary: "rsc, Accept-Encoding",
};
const body = Buffer.from(`<!doctype html><html lang="tr"><body>${"Patent tescili ".repeat(300)}</body></html>`);

describe("which pages it keeps", () => {
  it("a page from Next's cache, with the Cache-Control a CDN gets, without the headers of this one answer", () => {
    const page = storablePage(nextResponse({ ...cachedPageHeaders, "content-length": "9", date: "then" }), body, 60);
    expect(page).not.toBeNull();
    const headers = Object.fromEntries(page!.headers);
    expect(headers["cache-control"]).toBe("public, s-maxage=60, stale-while-revalidate=86400");
    expect(headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(headers.vary).toBe("rsc, Accept-Encoding");
    expect(headers["content-length"]).toBeUndefined();
    expect(headers.date).toBeUndefined();
    expect(page!.etag).toBe('"e1"');
    expect(page!.body).toBe(body);
    expect(page!.seconds).toBe(60);
    // A page Next keeps for less (rendered while a read failed) is kept no longer here.
    expect(storablePage(nextResponse({ ...cachedPageHeaders, "cache-control": "s-maxage=5" }), body, 60)!.seconds).toBe(
      5,
    );
  });

  it("a freshly rendered page too (MISS), never a stale one, one setting a cookie, an error or a dynamic page", () => {
    expect(storablePage(nextResponse({ ...cachedPageHeaders, "x-nextjs-cache": "MISS" }), body, 60)).not.toBeNull();
    expect(storablePage(nextResponse({ ...cachedPageHeaders, "x-nextjs-cache": "STALE" }), body, 60)).toBeNull();
    expect(storablePage(nextResponse({ ...cachedPageHeaders, "set-cookie": "a=b" }), body, 60)).toBeNull();
    expect(storablePage(nextResponse(cachedPageHeaders, 404), body, 60)).toBeNull();
    expect(
      storablePage(nextResponse({ ...cachedPageHeaders, "cache-control": "private, no-store" }), body, 60),
    ).toBeNull();
    const { "x-nextjs-cache": _fromCache, ...dynamic } = cachedPageHeaders;
    expect(storablePage(nextResponse(dynamic), body, 60)).toBeNull();
  });

  it("nothing when the shared cache age is 0 (no CDN may keep pages, nor may this cache)", () => {
    expect(storablePage(nextResponse(cachedPageHeaders), body, 0)).toBeNull();
  });
});

const stored = (text: string): StoredPage => ({
  status: 200,
  headers: [["content-type", "text/html"]],
  body: Buffer.from(text),
  etag: `"${text}"`,
});

describe("the store", () => {
  it("keeps a page until its age runs out", () => {
    let now = 1_000;
    const store = pageStore({ ttlMs: 60_000, now: () => now });
    store.put("/", stored("home"), pageCacheGeneration());
    expect(store.get("/")?.etag).toBe('"home"');
    now += 59_999;
    expect(store.get("/")?.etag).toBe('"home"');
    now += 1;
    expect(store.get("/")).toBeNull();
    expect(store.size()).toEqual({ entries: 0, bytes: 0 });
  });

  it("keeps a page no longer than its own age allows", () => {
    let now = 0;
    const store = pageStore({ ttlMs: 60_000, now: () => now });
    store.put("/ekibimiz", { ...stored("team"), seconds: 5 }, pageCacheGeneration());
    now = 4_999;
    expect(store.get("/ekibimiz")).not.toBeNull();
    now = 5_000;
    expect(store.get("/ekibimiz")).toBeNull();
  });

  it("does not keep a page read before an invalidation (it may show what the change replaced)", () => {
    const store = pageStore({ ttlMs: 60_000 });
    const before = pageCacheGeneration();
    invalidatePageCache();
    store.put("/", stored("old"), before);
    expect(store.get("/")).toBeNull();
    store.put("/", stored("new"), pageCacheGeneration());
    expect(store.get("/")?.etag).toBe('"new"');
  });

  it("is cleared on every invalidation the app sends", () => {
    const store = pageStore({ ttlMs: 60_000 });
    const stop = onPageCacheInvalidated(() => store.clear());
    store.put("/", stored("home"), pageCacheGeneration());
    store.put("/en", stored("english"), pageCacheGeneration());
    invalidatePageCache();
    expect(store.size()).toEqual({ entries: 0, bytes: 0 });
    stop();
  });

  it("keeps within its budget, the least recently used going first", () => {
    const store = pageStore({ ttlMs: 60_000, budget: 8 });
    const generation = pageCacheGeneration();
    store.put("/a", stored("aaaa"), generation);
    store.put("/b", stored("bbbb"), generation);
    store.get("/a");
    store.put("/c", stored("cccc"), generation);
    expect(store.get("/b")).toBeNull();
    expect(store.get("/a")?.etag).toBe('"aaaa"');
    expect(store.size()).toEqual({ entries: 2, bytes: 8 });
    // Replacing a page counts its bytes once.
    store.put("/a", stored("AAAA"), generation);
    expect(store.size()).toEqual({ entries: 2, bytes: 8 });
  });

  it("keeps nothing with no age (SHARED_CACHE_MAX_AGE=0)", () => {
    const store = pageStore({ ttlMs: 0 });
    store.put("/", stored("home"), pageCacheGeneration());
    expect(store.get("/")).toBeNull();
  });
});

/** Answers `page` from the cache to a request with these headers; what went out. */
function answer(page: StoredPage, headers: Record<string, string>, method = "GET") {
  const incoming = Object.assign(new IncomingMessage(new Socket()), { method, headers });
  const response = new ServerResponse(incoming);
  let sent: Buffer | undefined;
  response.end = ((chunk?: Buffer) => {
    sent = chunk;
    return response;
  }) as typeof response.end;
  answerFromPageCache(incoming, response, page, precompressedStore());
  return { status: response.statusCode, header: (name: string) => response.getHeader(name), body: sent };
}

describe("an answer from the cache", () => {
  const page: StoredPage = {
    status: 200,
    headers: [
      ["content-type", "text/html; charset=utf-8"],
      ["cache-control", "public, s-maxage=60"],
    ],
    body,
    etag: '"e1"',
  };

  it("is the page compressed as the client takes it, under the weak form of Next's ETag, marked as a hit", () => {
    const gzip = answer(page, { "accept-encoding": "gzip" });
    expect(gzip.status).toBe(200);
    expect(gzip.header("content-encoding")).toBe("gzip");
    expect(gzip.header("etag")).toBe('W/"e1"');
    expect(gzip.header("cache-control")).toBe("public, s-maxage=60");
    expect(gzip.header(PAGE_CACHE_HEADER)).toBe("HIT");
    expect(zlib.gunzipSync(gzip.body!)).toEqual(body);
    expect(gzip.header("content-length")).toBe(gzip.body!.length);
    const plain = answer(page, {});
    expect(plain.header("content-encoding")).toBeUndefined();
    expect(plain.header("etag")).toBe('"e1"');
    expect(plain.body).toEqual(body);
  });

  it("is the page as it is to a client that takes only brotli, until brotli is made (never an encoding it did not offer)", () => {
    const brotliOnly = answer(page, { "accept-encoding": "br" });
    expect(brotliOnly.header("content-encoding")).toBeUndefined();
    expect(brotliOnly.body).toEqual(body);
    expect(brotliOnly.header("content-length")).toBe(body.length);
  });

  it("is 304 with no body to a client that holds it, in either encoding", () => {
    for (const tag of ['W/"e1"', '"e1"', '"other", W/"e1"', "*"]) {
      const result = answer(page, { "accept-encoding": "br", "if-none-match": tag });
      expect(result.status, tag).toBe(304);
      expect(result.body, tag).toBeUndefined();
    }
    expect(answer(page, { "if-none-match": '"e2"' }).status).toBe(200);
  });

  it("has headers and no body for HEAD", () => {
    const head = answer(page, { "accept-encoding": "gzip" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.header("content-encoding")).toBe("gzip");
    expect(head.body).toBeUndefined();
  });
});
