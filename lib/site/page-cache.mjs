import { pageCacheGeneration } from "./page-cache-invalidation.mjs";
import { cookiesChangePage } from "./page-cookies.mjs";
import { acceptedEncoding } from "./precompressed.mjs";
import { isInternalHeader } from "./security-headers.mjs";
import { sharedCacheControl } from "./shared-caching.mjs";

/**
 * The server entry's own page cache (./server.mjs), in front of Next as a CDN would be: a cached
 * public page is answered from memory to every visitor whose cookies do not change it
 * (./page-cookies.mjs: analytics and consent cookies do not), without Next's router, its
 * proxy or its response cache. It keeps only what Next itself served from its cache and marked
 * shareable (./shared-caching.mjs), for as long as a CDN would (SHARED_CACHE_MAX_AGE), and drops
 * everything whenever a tag expiry reaches Next's cache (lib/cache/handler.mjs: a write here or on
 * another instance), and once more when the proxy's memory has followed a maintenance or language
 * change (lib/live/page-cache-sync.ts), told through ./page-cache-invalidation.mjs. A page read
 * before such a drop is not kept. Plain JavaScript: the server entry runs with plain Node.
 */

/** @import { IncomingMessage, OutgoingHttpHeader, ServerResponse } from "node:http" */
/** @import { PrecompressedStore } from "./precompressed.mjs" */

/**
 * A page as kept: what Next sent, less the headers set again on each answer.
 * @typedef {object} StoredPage
 * @property {number} status
 * @property {[string, OutgoingHttpHeader][]} headers
 * @property {Buffer} body
 * @property {string} etag
 * @property {number} [seconds] How long it may be kept (s-maxage), when known.
 * @property {false} [compressible] A picture: answered as it is, in every encoding.
 */

/** How much HTML is kept (bytes, uncompressed); the compressed forms live in ./precompressed.mjs. */
export const PAGE_CACHE_BUDGET_BYTES = 32 * 1024 * 1024;

/** Marks a response answered from this cache, as nginx's X-Cache-Status does. */
export const PAGE_CACHE_HEADER = "x-page-cache";

/** Headers of the client router and of server actions: their answers are not the page. */
const ROUTER_HEADERS = [
  "rsc",
  "next-router-prefetch",
  "next-router-state-tree",
  "next-router-segment-prefetch",
  "next-action",
];
const NOT_PAGES = ["/api", "/_next", "/admin"];

/**
 * A media library variant's address (lib/media/urls.ts: the file's id and address key, the version,
 * the variant): its bytes never change under it, whoever asks, so it is kept a day regardless of
 * cookies, in a store of its own that only a write of its file empties (mediaFilesOf).
 */
const MEDIA_VARIANT_PATH =
  /^\/media\/[1-9]\d{0,8}-[0-9a-f]{12}\/[0-9a-f]{16}(?:-\d{1,3}-\d{1,3})?\/[ws][1-9]\d{0,3}\.(?:avif|webp|jpg|png)$/;

/**
 * How the keys of the files an expiry names begin (`media:12` is `/media/12-`): a replaced or
 * deleted file's variants are never answered from memory again, by any instance.
 * @param {readonly string[]} tags
 * @returns {string[]}
 */
export const mediaFilesOf = (tags) =>
  tags.flatMap((tag) => {
    const id = /^media:(\d+)$/.exec(tag)?.[1];
    return id ? [`/media/${id}-`] : tag === "media" ? ["/media/"] : [];
  });

/** How long a media variant is kept in memory, and how much of them (bytes). */
export const MEDIA_CACHE = { ttlMs: 24 * 60 * 60 * 1000, budget: 64 * 1024 * 1024 };

/**
 * The key of a request for a media variant that the server's file store may answer, or null.
 * @param {Pick<IncomingMessage, "method" | "url" | "headers">} request
 * @param {string} [basePath]
 * @returns {string | null}
 */
export function mediaVariantKey(request, basePath = "") {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const url = request.url ?? "";
  if (!url.startsWith(basePath) || request.headers.range !== undefined) return null;
  const path = url.slice(basePath.length);
  return MEDIA_VARIANT_PATH.test(path) ? path : null;
}

/**
 * The key of a request this cache may answer, or null. Any visitor whose cookies leave the page as
 * it is for everybody (./page-cookies.mjs): a session, the maintenance preview, or a saved language
 * where it may redirect go to Next (whose own cache still serves them), as do credentials.
 * @param {Pick<IncomingMessage, "method" | "url" | "headers">} request
 * @param {string} [basePath]
 * @returns {string | null}
 */
export function pageCacheKey(request, basePath = "") {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const { headers } = request;
  if (headers.authorization !== undefined) return null;
  if (ROUTER_HEADERS.some((name) => headers[name] !== undefined)) return null;
  const url = request.url ?? "";
  if (!url.startsWith(basePath) || url.includes("_rsc=")) return null;
  // split always yields a first piece (the whole string when it holds no "?").
  const [path = ""] = url.slice(basePath.length).split("?");
  if (!path.startsWith("/") && path !== "") return null;
  if (NOT_PAGES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return null;
  // A file (public/, the icons): Next serves those itself.
  if (/\.[^/]*$/.test(path)) return null;
  if (cookiesChangePage(headers.cookie, path)) return null;
  return url;
}

/** Headers set again on each answer, never replayed from the stored response. */
const NOT_STORED = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "set-cookie",
  PAGE_CACHE_HEADER,
]);

/**
 * Whether a header Next sent is kept as it is (an ETag and a Cache-Control are kept rewritten). The
 * internal ones are not: an answer from this cache is written without ./security-headers.mjs's
 * filter, and it is never the client router's (pageCacheKey).
 * @param {string} name
 */
const isReplayed = (name) =>
  !NOT_STORED.has(name) && name !== "etag" && name !== "cache-control" && !isInternalHeader(name, false);

/**
 * What to keep of a page Next is about to send (status, headers, whole body), or null when it is
 * not for sharing: not from Next's cache, stale, setting a cookie, or not a 200.
 * @param {ServerResponse} response
 * @param {Buffer} body
 * @param {number} maxAge
 * @returns {StoredPage | null}
 */
export function storablePage(response, body, maxAge) {
  if (response.statusCode !== 200 || maxAge <= 0 || response.hasHeader("set-cookie")) return null;
  if (String(response.getHeader("content-type") ?? "").startsWith("image/")) return storableImage(response, body);
  const cacheState = String(response.getHeader("x-nextjs-cache") ?? "");
  if (cacheState !== "HIT" && cacheState !== "MISS") return null;
  const cacheControl = sharedCacheControl(200, response.getHeader("cache-control"), true, maxAge);
  const etag = response.getHeader("etag");
  if (!cacheControl || typeof etag !== "string") return null;
  const headers = Object.entries(response.getHeaders()).filter(
    // Typed as possibly undefined, a value never is (setHeader refuses one): the check narrows the type.
    /** @returns {header is [string, OutgoingHttpHeader]} */
    (header) => header[1] !== undefined && isReplayed(header[0]),
  );
  headers.push(["cache-control", cacheControl]);
  // As long as a CDN may keep it: a page Next keeps for less (one rendered while a read failed) goes sooner.
  const seconds = Number(/s-maxage=(\d+)/.exec(cacheControl)?.[1] ?? 0);
  return { status: 200, headers, body, etag: etag.replace(/^W\//, ""), seconds };
}

/**
 * A media variant as kept: its headers as sent, its body as it is (never compressed again).
 * @param {ServerResponse} response
 * @param {Buffer} body
 * @returns {StoredPage | null}
 */
function storableImage(response, body) {
  const etag = response.getHeader("etag");
  if (!/\bimmutable\b/.test(String(response.getHeader("cache-control") ?? "")) || typeof etag !== "string") return null;
  const headers = Object.entries(response.getHeaders()).filter(
    /** @returns {header is [string, OutgoingHttpHeader]} */
    (header) =>
      header[1] !== undefined &&
      header[0] !== "etag" &&
      !NOT_STORED.has(header[0]) &&
      !isInternalHeader(header[0], false),
  );
  return { status: 200, headers, body, etag, compressible: false };
}

/**
 * A kept page, until `expires` (the clock's time), with the headers every answer of it carries
 * (`replayed`, as Node's flat list of names and values: the server's own, the page's, the markers of a hit).
 * @typedef {StoredPage & { expires: number, replayed: OutgoingHttpHeader[] }} PageEntry
 */

/**
 * The headers every answer of `page` carries, listed once when it is kept: an answer from this
 * cache hands them to writeHead as they are, the cheapest way Node writes headers (a header set one
 * by one is checked, stored and listed again on every answer; at tens of thousands of answers a second that was
 * a quarter of the server's time).
 * @param {StoredPage} page
 * @param {[string, OutgoingHttpHeader][]} ownHeaders
 * @returns {OutgoingHttpHeader[]}
 */
function replayedHeaders(page, ownHeaders) {
  // Kept from a fresh render (MISS) or not, it comes from a cache now.
  const marks = [
    [PAGE_CACHE_HEADER, "HIT"],
    ["x-nextjs-cache", "HIT"],
  ];
  // The page was sent with the server's own headers too: each is written once, the server's current value.
  const own = new Set(ownHeaders.map(([name]) => name.toLowerCase()));
  const pageHeaders = page.headers.filter(([name]) => name !== "x-nextjs-cache" && !own.has(name.toLowerCase()));
  return [...ownHeaders, ...pageHeaders, ...marks].flat();
}

/**
 * Pages by key, each until `ttlMs` after it was stored, within a byte budget (the oldest used go
 * first); each answer of one carries `ownHeaders` (the server's security headers) first.
 * @param {{ ttlMs: number, budget?: number, now?: () => number, ownHeaders?: [string, OutgoingHttpHeader][] }} options
 */
export function pageStore({ ttlMs, budget = PAGE_CACHE_BUDGET_BYTES, now = Date.now, ownHeaders = [] }) {
  /** @type {Map<string, PageEntry>} */
  const entries = new Map();
  let bytes = 0;
  /**
   * @param {string} key
   * @param {PageEntry} entry
   */
  const remove = (key, entry) => {
    entries.delete(key);
    bytes -= entry.body.length;
  };
  return {
    /**
     * @param {string} key
     * @returns {PageEntry | null}
     */
    get(key) {
      const entry = entries.get(key);
      if (!entry) return null;
      if (now() >= entry.expires) {
        remove(key, entry);
        return null;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    /**
     * Keeps `page` unless an invalidation came since `generation` was read (the page may predate a change).
     * @param {string} key
     * @param {StoredPage | null} page
     * @param {number} generation
     */
    put(key, page, generation) {
      const ttl = Math.min(ttlMs, (page?.seconds ?? Infinity) * 1000);
      if (!page || ttl <= 0 || generation !== pageCacheGeneration() || page.body.length > budget) return;
      const old = entries.get(key);
      if (old) remove(key, old);
      entries.set(key, { ...page, expires: now() + ttl, replayed: replayedHeaders(page, ownHeaders) });
      bytes += page.body.length;
      for (const [oldest, entry] of entries) {
        if (bytes <= budget) break;
        remove(oldest, entry);
      }
    },
    clear() {
      entries.clear();
      bytes = 0;
    },
    /**
     * Drops every entry whose key starts with one of `prefixes`.
     * @param {readonly string[]} prefixes
     */
    forget(prefixes) {
      for (const [key, entry] of entries) if (prefixes.some((prefix) => key.startsWith(prefix))) remove(key, entry);
    },
    size: () => ({ entries: entries.size, bytes }),
  };
}

/** @param {string} tag */
const stripWeak = (tag) => tag.trim().replace(/^W\//, "");

/**
 * Whether the client's If-None-Match names this page (weakly: the same page in any encoding).
 * @param {string | undefined} ifNoneMatch
 * @param {string} etag
 */
function notModified(ifNoneMatch, etag) {
  if (typeof ifNoneMatch !== "string") return false;
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || stripWeak(tag) === etag);
}

/**
 * Answers from a kept page: 304 to a client that has it, else the body in the encoding it takes.
 * Nothing may have set a header on `response` before (they would be written, but the slow way).
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 * @param {PageEntry} page
 * @param {PrecompressedStore} compressed
 */
export function answerFromPageCache(request, response, page, compressed) {
  if (page.compressible === false) return answerAsIs(request, response, page);
  const acceptEncoding = request.headers["accept-encoding"];
  // The same validator as Next's answers through ./precompressed.mjs: weak for a client that takes compression.
  const etag = acceptedEncoding(acceptEncoding) ? `W/${page.etag}` : page.etag;
  if (notModified(request.headers["if-none-match"], page.etag)) {
    response.writeHead(304, [...page.replayed, "etag", etag]);
    return response.end();
  }
  const chosen = compressed.get(page.etag, page.body, acceptEncoding);
  const headers = [...page.replayed, "etag", etag, "content-length", chosen.body.length];
  if (chosen.encoding) headers.push("content-encoding", chosen.encoding);
  response.writeHead(page.status, headers);
  response.end(request.method === "HEAD" ? undefined : chosen.body);
}

/**
 * Answers from a kept picture: 304 to a client that has it, else its bytes.
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 * @param {PageEntry} page
 */
function answerAsIs(request, response, page) {
  if (notModified(request.headers["if-none-match"], page.etag)) {
    response.writeHead(304, [...page.replayed, "etag", page.etag]);
    return response.end();
  }
  response.writeHead(200, [...page.replayed, "etag", page.etag, "content-length", page.body.length]);
  response.end(request.method === "HEAD" ? undefined : page.body);
}
