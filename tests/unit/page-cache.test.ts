import { IncomingMessage, ServerResponse, type OutgoingHttpHeader } from "node:http";
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
  mediaFilesOf,
  mediaVariantKey,
  PAGE_CACHE_HEADER,
  pageCacheKey,
  pageStore,
  storablePage,
  type StoredPage,
} from "@/lib/site/page-cache.mjs";
import * as pageCookies from "@/lib/site/page-cookies.mjs";
import { precompressedStore } from "@/lib/site/precompressed.mjs";
import { SESSION_COOKIES } from "@/lib/auth/session-token";
import { SHIPPED_LOCALES } from "@/lib/i18n/routing";
import { SAVED_LANGUAGE_COOKIE } from "@/lib/i18n/saved-language";
import { MAINTENANCE_PREVIEW_COOKIE } from "@/lib/maintenance/screen";
import { DRAFT_MODE_COOKIE, PREVIEW_ITEM_COOKIE, PREVIEW_LINK_COOKIE } from "@/lib/preview/cookies";

const request = (url: string, headers: Record<string, string> = {}, method = "GET") => ({ method, url, headers });

describe("which requests the page cache answers", () => {
  it("a page a visitor without cookies asks for, keyed by its whole URL", () => {
    expect(pageCacheKey(request("/"))).toBe("/");
    expect(pageCacheKey(request("/en/kurumsal?ref=x"))).toBe("/en/kurumsal?ref=x");
    expect(pageCacheKey(request("/patent", {}, "HEAD"))).toBe("/patent");
  });

  it("never a write, a visitor with credentials, the client router, the API, the admin or a file", () => {
    expect(pageCacheKey(request("/", {}, "POST"))).toBeNull();
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

describe("which cookies keep a visitor from the page cache", () => {
  const withCookie = (url: string, cookie: string) => pageCacheKey(request(url, { cookie }));
  const UNRELATED = "_ga=GA1.2.1234.5678; cookie-consent=analytics%2Cads";

  it("names the cookies the app reads, as the app names them", () => {
    expect(pageCookies.SESSION_COOKIES).toEqual(SESSION_COOKIES);
    expect(pageCookies.MAINTENANCE_PREVIEW_COOKIE).toBe(MAINTENANCE_PREVIEW_COOKIE);
    expect(pageCookies.SAVED_LANGUAGE_COOKIE).toBe(SAVED_LANGUAGE_COOKIE);
    expect(pageCookies.PREVIEW_COOKIES).toEqual([DRAFT_MODE_COOKIE, PREVIEW_ITEM_COOKIE, PREVIEW_LINK_COOKIE]);
    expect(pageCookies.PATH_LANGUAGES).toEqual(SHIPPED_LOCALES);
  });

  it("answers a visitor whose cookies the pages do not read (analytics, consent), on any page", () => {
    expect(withCookie("/", UNRELATED)).toBe("/");
    expect(withCookie("/en/kurumsal", UNRELATED)).toBe("/en/kurumsal");
    expect(withCookie("/patent", "theme=dark")).toBe("/patent");
    // A name that only resembles one the app reads.
    expect(withCookie("/", "next-auth.session-token-old=x; selectedLanguageX=en; xmaintenance-preview=1")).toBe("/");
    expect(withCookie("/", "")).toBe("/");
  });

  it("never a visitor with a session, on any page (during maintenance a session sees the real site)", () => {
    for (const name of SESSION_COOKIES) {
      expect(withCookie("/", `${name}=eyJ`), name).toBeNull();
      expect(withCookie("/en/kurumsal", `${UNRELATED}; ${name}=eyJ`), name).toBeNull();
      // next-auth splits a large session cookie into numbered pieces.
      expect(withCookie("/en", `${name}.0=eyJ; ${name}.1=abc`), name).toBeNull();
    }
  });

  it("never a visitor with the maintenance preview (its banner; the proxy deletes it once maintenance ends)", () => {
    expect(withCookie("/", `${MAINTENANCE_PREVIEW_COOKIE}=1`)).toBeNull();
    expect(withCookie("/de", `${UNRELATED};${MAINTENANCE_PREVIEW_COOKIE}=1`)).toBeNull();
  });

  it("never a visitor in a draft preview (Next's draft mode, an administrator's or a link's), on any page", () => {
    for (const cookie of ["__prerender_bypass=d41d8cd98f", "preview-item=topic:12", "preview-link=abc"]) {
      expect(withCookie("/", cookie), cookie).toBeNull();
      expect(withCookie("/en/patents/x", `${UNRELATED}; ${cookie}`), cookie).toBeNull();
    }
    expect(withCookie("/", "__prerender_bypass_old=1; preview-items=1; xpreview-link=1")).toBe("/");
  });

  it("never a visitor with a saved language where it decides a redirect: a path naming no language", () => {
    for (const url of ["/", "/patent", "/patent/faydali-model?x=1", "/english", "/EN/kurumsal", "//en/kurumsal"])
      expect(withCookie(url, `${SAVED_LANGUAGE_COOKIE}=en`), url).toBeNull();
  });

  it("answers a visitor with a saved language on a page whose path names its language", () => {
    for (const locale of SHIPPED_LOCALES) {
      expect(withCookie(`/${locale}`, `${SAVED_LANGUAGE_COOKIE}=de`)).toBe(`/${locale}`);
      expect(withCookie(`/${locale}/x?y=1`, `${UNRELATED}; ${SAVED_LANGUAGE_COOKIE}=de`)).toBe(`/${locale}/x?y=1`);
    }
    expect(pageCacheKey(request("/buro/en/kurumsal", { cookie: `${SAVED_LANGUAGE_COOKIE}=de` }), "/buro")).toBe(
      "/buro/en/kurumsal",
    );
  });

  it("reads names as broadly as Next does: spaces around them, no value, no space after the separator", () => {
    expect(withCookie("/", `a=1;${SAVED_LANGUAGE_COOKIE}=en`)).toBeNull();
    expect(withCookie("/", `a=1;  ${SAVED_LANGUAGE_COOKIE} =en`)).toBeNull();
    expect(withCookie("/", `a=1; ${MAINTENANCE_PREVIEW_COOKIE}`)).toBeNull();
  });

  it("does not trust a language in a path that URL parsing may take away (dot segments, backslashes)", () => {
    for (const url of ["/en/../patent", "/en/%2E%2E/patent", "/en/%2e./patent", "/en\\..\\patent", "/en/..", "/en/./x"])
      expect(withCookie(url, `${SAVED_LANGUAGE_COOKIE}=en`), url).toBeNull();
    expect(withCookie("/en/..x/y", `${SAVED_LANGUAGE_COOKIE}=en`)).toBe("/en/..x/y");
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
    const sent = {
      ...cachedPageHeaders,
      "content-length": "9",
      date: "then",
      "x-middleware-rewrite": "/tr/hizmetler",
      "x-nextjs-rewritten-path": "/tr/hizmetler",
    };
    const page = storablePage(nextResponse(sent), body, 60);
    expect(page).not.toBeNull();
    const headers = Object.fromEntries(page!.headers);
    // Internal routes are never replayed: the cache writes its answers without the server's filter.
    expect(headers["x-middleware-rewrite"]).toBeUndefined();
    expect(headers["x-nextjs-rewritten-path"]).toBeUndefined();
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
function answer(
  page: StoredPage,
  headers: Record<string, string>,
  method = "GET",
  ownHeaders: [string, string][] = [],
) {
  const store = pageStore({ ttlMs: 60_000, ownHeaders });
  store.put("/", page, pageCacheGeneration());
  const incoming = Object.assign(new IncomingMessage(new Socket()), { method, headers });
  const response = new ServerResponse(incoming);
  let sent: Buffer | undefined;
  let written: OutgoingHttpHeader[] = [];
  const writeHead = response.writeHead.bind(response);
  response.writeHead = ((status: number, list: OutgoingHttpHeader[]) => {
    written = list;
    return writeHead(status, list);
  }) as typeof response.writeHead;
  response.end = ((chunk?: Buffer) => {
    sent = chunk;
    return response;
  }) as typeof response.end;
  answerFromPageCache(incoming, response, store.get("/")!, precompressedStore());
  const values = (name: string) =>
    written.flatMap((item, index) =>
      index % 2 === 0 && String(item).toLowerCase() === name ? [written[index + 1]] : [],
    );
  return { status: response.statusCode, header: (name: string) => values(name)[0], values, body: sent };
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

  it("carries the server's own headers once, with the server's value, and the page's", () => {
    const sentWith = { ...page, headers: [...page.headers, ["x-frame-options", "SAMEORIGIN"] as [string, string]] };
    const result = answer(sentWith, {}, "GET", [["X-Frame-Options", "DENY"]]);
    expect(result.values("x-frame-options")).toEqual(["DENY"]);
    expect(result.values("content-type")).toEqual(["text/html; charset=utf-8"]);
    expect(result.values("x-nextjs-cache")).toEqual(["HIT"]);
    expect(result.values("etag")).toEqual(['"e1"']);
  });

  it("has headers and no body for HEAD", () => {
    const head = answer(page, { "accept-encoding": "gzip" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.header("content-encoding")).toBe("gzip");
    expect(head.body).toBeUndefined();
  });
});

describe("media variants (their address changes with their bytes)", () => {
  const variant = "/media/12-3f9c0a7d51e2/0123456789abcdef/w640.webp";
  const square = "/media/12-3f9c0a7d51e2/0123456789abcdef-50-38/s320.webp";
  const imageHeaders = {
    "content-type": "image/webp",
    "cache-control": "public, max-age=31536000, immutable",
    etag: '"0123456789abcdef-50-38-w640.webp"',
    "content-length": "4",
  };
  const bytes = Buffer.from([0x52, 0x49, 0x46, 0x46]);

  it("are answered from memory for anyone, cookies or not, never the stable address or another size", () => {
    expect(mediaVariantKey(request(variant))).toBe(variant);
    expect(mediaVariantKey(request(square))).toBe(square);
    expect(mediaVariantKey(request(variant, { cookie: "next-auth.session-token=x" }))).toBe(variant);
    expect(mediaVariantKey(request(`/firma${variant}`), "/firma")).toBe(variant);
    expect(mediaVariantKey(request(variant, {}, "POST"))).toBeNull();
    expect(mediaVariantKey(request(variant, { range: "bytes=0-1" }))).toBeNull();
    // The stable address and the admin's thumbnails change under the same address: never kept.
    expect(mediaVariantKey(request("/media/12-3f9c0a7d51e2/selin.jpg"))).toBeNull();
    expect(mediaVariantKey(request("/media/12-3f9c0a7d51e2/current/s160.webp"))).toBeNull();
    expect(mediaVariantKey(request(`${variant}?x=1`))).toBeNull();
    expect(mediaVariantKey(request("/media/12-3f9c0a7d51e2/0123456789abcdef/w640.gif"))).toBeNull();
    expect(mediaVariantKey(request("/media/12/0123456789abcdef/w640.webp"))).toBeNull();
  });

  it("are kept with their own Cache-Control and answered as they are, in no other encoding", () => {
    const kept = storablePage(nextResponse(imageHeaders), bytes, 60);
    expect(kept).not.toBeNull();
    expect(kept!.compressible).toBe(false);
    const sent = answer(kept!, { "accept-encoding": "gzip, br" });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual(bytes);
    expect(sent.header("content-encoding")).toBeUndefined();
    expect(sent.header("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(sent.header("content-type")).toBe("image/webp");
    expect(answer(kept!, { "if-none-match": imageHeaders.etag }).status).toBe(304);
    // Not immutable (the stable address, a thumbnail of the current version), an error or a redirect: not kept.
    expect(
      storablePage(nextResponse({ ...imageHeaders, "cache-control": "public, max-age=60" }), bytes, 60),
    ).toBeNull();
    expect(storablePage(nextResponse(imageHeaders, 404), bytes, 60)).toBeNull();
    expect(storablePage(nextResponse(imageHeaders, 307), bytes, 60)).toBeNull();
  });

  it("are forgotten, in every instance, when their file's tag expires (a replaced or deleted file)", () => {
    const store = pageStore({ ttlMs: 60_000 });
    const kept = storablePage(nextResponse(imageHeaders), bytes, 60)!;
    const other = "/media/120-0123456789ab/0123456789abcdef/w640.webp";
    store.put(variant, kept, pageCacheGeneration());
    store.put(other, kept, pageCacheGeneration());
    store.forget(mediaFilesOf(["menu:tr", "media:13"]));
    expect(store.size().entries).toBe(2);
    store.forget(mediaFilesOf(["media:12"]));
    expect(store.get(variant)).toBeNull();
    expect(store.get(other)).not.toBeNull();
    // A whole import expires every file.
    store.forget(mediaFilesOf(["media"]));
    expect(store.size().entries).toBe(0);
  });
});
