import { createRequire } from "node:module";
import zlib from "node:zlib";

/**
 * Compression, done by the server entry instead of Next (next.config's `compress: false`): a page
 * from Next's cache is compressed once per cache entry, not per request. Next marks such a page
 * with an ETag computed from its bytes (the same bytes, the same ETag; an edit, a new one), so the
 * compressed bodies are kept under it: gzip at once, brotli as soon as the thread pool has made it
 * (gzip is served meanwhile). Everything else (files, dynamic pages, the API) is compressed as Next
 * did it, by the same middleware Next bundles. Plain JavaScript: the server entry runs with plain Node.
 */
const compressEverythingElse = createRequire(import.meta.url)("next/dist/compiled/compression")();

/** How much compressed HTML is kept (bytes); the oldest entries go first. */
export const PRECOMPRESSED_BUDGET_BYTES = 64 * 1024 * 1024;

/** The encoding a client takes, brotli first; null for neither. */
export function acceptedEncoding(acceptEncoding) {
  const offered = String(acceptEncoding ?? "")
    .toLowerCase()
    .split(",")
    .map((part) => part.trim().split(";"))
    .filter(([, quality]) => !/^\s*q=0(\.0*)?\s*$/.test(quality ?? ""))
    .map(([name]) => name);
  if (offered.includes("br")) return "br";
  if (offered.includes("gzip")) return "gzip";
  return null;
}

/** Compressed bodies by ETag, within a byte budget (a Map keeps insertion order: the first is the oldest). */
export function precompressedStore(budget = PRECOMPRESSED_BUDGET_BYTES) {
  const entries = new Map();
  let bytes = 0;
  const evict = () => {
    for (const [key, entry] of entries) {
      if (bytes <= budget) return;
      entries.delete(key);
      bytes -= entry.bytes;
    }
  };
  return {
    /** The body in `encoding` if it is made, else gzip (made now, the first time) with brotli on its way. */
    get(etag, body, encoding) {
      let entry = entries.get(etag);
      if (entry) {
        // Used again: the newest now.
        entries.delete(etag);
        entries.set(etag, entry);
      } else {
        entry = { gzip: zlib.gzipSync(body, { level: 9 }), br: null, bytes: 0 };
        entry.bytes = entry.gzip.length;
        const made = entry;
        zlib.brotliCompress(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }, (error, compressed) => {
          if (error || entries.get(etag) !== made) return;
          made.br = compressed;
          made.bytes += compressed.length;
          bytes += compressed.length;
          evict();
        });
        entries.set(etag, entry);
        bytes += entry.bytes;
        evict();
      }
      if (encoding === "br" && entry.br) return { encoding: "br", body: entry.br };
      return { encoding: "gzip", body: entry.gzip };
    },
    size: () => ({ entries: entries.size, bytes }),
  };
}

const isCachedPage = (response) => response.statusCode === 200 && response.hasHeader("etag") && String(response.getHeader("content-type") ?? "").startsWith("text/html");

function varyOnEncoding(response) {
  const vary = String(response.getHeader("vary") ?? "");
  if (!/accept-encoding/i.test(vary)) response.setHeader("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
}

/**
 * Compresses this response: a cached page's whole body from the store, anything else on the way out.
 * Calls `next` once the response is ready to be handed to Next; `onCachedPage` is shown a cached
 * page's whole body before it is compressed (./page-cache.mjs keeps it).
 */
export function compressResponse(request, response, store, next, onCachedPage) {
  compressEverythingElse(request, response, () => {
    const end = response.end;
    response.end = function (chunk, ...rest) {
      const encoding = acceptedEncoding(request.headers["accept-encoding"]);
      if (this.headersSent || !chunk || chunk.length === 0 || typeof chunk === "function" || !isCachedPage(this)) return end.call(this, chunk, ...rest);
      varyOnEncoding(this);
      const body = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof rest[0] === "string" ? rest[0] : "utf8");
      onCachedPage?.(body, this);
      if (!encoding) return end.call(this, body, ...rest.filter((argument) => typeof argument === "function"));
      const chosen = store.get(String(this.getHeader("etag")), body, encoding);
      // One validator for every encoding of the same page: Next answers If-None-Match with 304 on either form.
      this.setHeader("etag", `W/${String(this.getHeader("etag")).replace(/^W\//, "")}`);
      this.setHeader("content-encoding", chosen.encoding);
      this.setHeader("content-length", chosen.body.length);
      const callback = rest.find((argument) => typeof argument === "function");
      return end.call(this, chosen.body, callback);
    };
    next();
  });
}
