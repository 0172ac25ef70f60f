import { pageCacheGeneration } from "./page-cache-invalidation.mjs";
import { cookiesChangePage } from "./page-cookies.mjs";
import { acceptedEncoding } from "./precompressed.mjs";
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
 * Whether a header Next sent is kept as it is (an ETag and a Cache-Control are kept rewritten).
 * @param {string} name
 */
const isReplayed = (name) => !NOT_STORED.has(name) && name !== "etag" && name !== "cache-control";

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
 * A kept page, until `expires` (the clock's time).
 * @typedef {StoredPage & { expires: number }} PageEntry
 */

/**
 * Pages by key, each until `ttlMs` after it was stored, within a byte budget (the oldest used go first).
 * @param {{ ttlMs: number, budget?: number, now?: () => number }} options
 */
export function pageStore({ ttlMs, budget = PAGE_CACHE_BUDGET_BYTES, now = Date.now }) {
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
      entries.set(key, { ...page, expires: now() + ttl });
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
 * Answers from a stored page: 304 to a client that has it, else the body in the encoding it takes.
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 * @param {StoredPage} page
 * @param {PrecompressedStore} compressed
 */
export function answerFromPageCache(request, response, page, compressed) {
  for (const [name, value] of page.headers) response.setHeader(name, value);
  response.setHeader(PAGE_CACHE_HEADER, "HIT");
  // Kept from a fresh render (MISS) or not, it comes from a cache now.
  response.setHeader("x-nextjs-cache", "HIT");
  // The same validator as Next's answers through ./precompressed.mjs: weak for a client that takes compression.
  response.setHeader("etag", acceptedEncoding(request.headers["accept-encoding"]) ? `W/${page.etag}` : page.etag);
  if (notModified(request.headers["if-none-match"], page.etag)) {
    response.writeHead(304);
    return response.end();
  }
  const chosen = compressed.get(page.etag, page.body, request.headers["accept-encoding"]);
  if (chosen.encoding) response.setHeader("content-encoding", chosen.encoding);
  response.setHeader("content-length", chosen.body.length);
  response.writeHead(page.status);
  response.end(request.method === "HEAD" ? undefined : chosen.body);
}
