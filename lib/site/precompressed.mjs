import { createRequire } from "node:module";
import zlib from "node:zlib";

/**
 * Compression, done by the server entry instead of Next (next.config's `compress: false`): a page
 * from Next's cache is compressed once per cache entry, not per request. Next marks such a page
 * with an ETag computed from its bytes (the same bytes, the same ETag; an edit, a new one), so the
 * compressed bodies are kept under it: gzip at once, brotli as soon as the thread pool has made it
 * (gzip is served meanwhile). The build's own files (`/_next/static/`: scripts and stylesheets that
 * never change under their name) are kept the same way, so a browser gets them in brotli at its
 * best quality (about 15% smaller than gzip) for the price of one compression. Everything else (files,
 * dynamic pages, the API) is compressed as Next did it, by the same middleware Next bundles. Plain
 * JavaScript: the server entry runs with plain Node.
 */

/** @import { IncomingMessage, ServerResponse } from "node:http" */

/**
 * A client's Accept-Encoding, as Node gives it.
 * @typedef {string | string[] | undefined} AcceptEncoding
 */

/**
 * ServerResponse's write and end, as one signature each for a wrapper to take and pass on: a chunk (a
 * string or bytes; for end, optional), then an encoding and a callback, each optional.
 * @typedef {(error?: Error | null) => void} Callback
 * @typedef {string | Uint8Array} Chunk
 * @typedef {BufferEncoding | Callback | undefined} WriteArgument
 * @typedef {Chunk | Callback | null | undefined} FirstArgument
 * @typedef {(this: ServerResponse, chunk: FirstArgument, ...rest: WriteArgument[]) => boolean} Write
 * @typedef {(this: ServerResponse, chunk?: FirstArgument, ...rest: WriteArgument[]) => ServerResponse} End
 */

/**
 * The `compression` package as Next bundles it (untyped there): a factory of Express-style middleware.
 * @typedef {(request: IncomingMessage, response: ServerResponse, next: () => void) => void} Middleware
 */
const compression = /** @type {() => Middleware} */ (createRequire(import.meta.url)("next/dist/compiled/compression"));
const compressEverythingElse = compression();

/** How much compressed HTML and build files are kept (bytes); the oldest entries go first. */
export const PRECOMPRESSED_BUDGET_BYTES = 64 * 1024 * 1024;

/**
 * The encodings a client takes (its Accept-Encoding without those it refuses with q=0).
 * @param {string} acceptEncoding
 */
const parseOfferedEncodings = (acceptEncoding) =>
  acceptEncoding
    .toLowerCase()
    .split(",")
    .map((part) => part.trim().split(";"))
    .filter(([, quality]) => !/^\s*q=0(\.0*)?\s*$/.test(quality ?? ""))
    // split always yields a first piece: the default only tells the type so.
    .map(([name = ""]) => name);

/** Headers parsed so far: browsers send a handful of distinct ones, and a page cache hit asks twice. */
const OFFERED_MEMO_SIZE = 64;
/** @type {Map<string, string[]>} */
const offeredMemo = new Map();

/** @param {AcceptEncoding} acceptEncoding */
function offeredEncodings(acceptEncoding) {
  const header = String(acceptEncoding ?? "");
  let offered = offeredMemo.get(header);
  if (!offered) {
    // A client sending ever new headers only ever fills a small map.
    if (offeredMemo.size >= OFFERED_MEMO_SIZE) offeredMemo.clear();
    offered = parseOfferedEncodings(header);
    offeredMemo.set(header, offered);
  }
  return offered;
}

/**
 * The encoding a client takes, brotli first; null for neither.
 * @param {AcceptEncoding} acceptEncoding
 * @returns {"br" | "gzip" | null}
 */
export function acceptedEncoding(acceptEncoding) {
  const offered = offeredEncodings(acceptEncoding);
  if (offered.includes("br")) return "br";
  if (offered.includes("gzip")) return "gzip";
  return null;
}

/**
 * The compressed forms of one body: brotli once the thread pool has made it.
 * @typedef {{ gzip: Buffer, br: Buffer | null, bytes: number }} Compressed
 */

/**
 * Compressed bodies by key (a page's ETag, a build file's path and ETag), within a byte budget (a Map keeps
 * insertion order: the first is the oldest).
 * @param {number} [budget]
 */
export function precompressedStore(budget = PRECOMPRESSED_BUDGET_BYTES) {
  /** @type {Map<string, Compressed>} */
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
    /**
     * The body as a client with this Accept-Encoding takes it: brotli once made, else gzip (made now,
     * the first time, with brotli on its way); as it is (encoding null) when it takes neither made copy.
     * @param {string} etag
     * @param {Buffer} body
     * @param {AcceptEncoding} acceptEncoding
     * @returns {{ encoding: "br" | "gzip" | null, body: Buffer }}
     */
    get(etag, body, acceptEncoding) {
      const offered = offeredEncodings(acceptEncoding);
      if (!offered.includes("br") && !offered.includes("gzip")) return { encoding: null, body };
      let entry = entries.get(etag);
      if (entry) {
        // Used again: the newest now.
        entries.delete(etag);
        entries.set(etag, entry);
      } else {
        entry = { gzip: zlib.gzipSync(body, { level: 9 }), br: null, bytes: 0 };
        entry.bytes = entry.gzip.length;
        const made = entry;
        zlib.brotliCompress(
          body,
          {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
          },
          (error, compressed) => {
            if (error || entries.get(etag) !== made) return;
            made.br = compressed;
            made.bytes += compressed.length;
            bytes += compressed.length;
            evict();
          },
        );
        entries.set(etag, entry);
        bytes += entry.bytes;
        evict();
      }
      if (offered.includes("br") && entry.br) return { encoding: "br", body: entry.br };
      if (offered.includes("gzip")) return { encoding: "gzip", body: entry.gzip };
      return { encoding: null, body };
    },
    size: () => ({ entries: entries.size, bytes }),
  };
}

/** @typedef {ReturnType<typeof precompressedStore>} PrecompressedStore */

/** @param {ServerResponse} response */
const isCachedPage = (response) =>
  response.statusCode === 200 &&
  response.hasHeader("etag") &&
  String(response.getHeader("content-type") ?? "").startsWith("text/html");

/**
 * A build file Next serves whole, for a year under the same name, in a type worth compressing.
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 */
const isImmutableAsset = (request, response) =>
  request.method === "GET" &&
  !request.headers.range &&
  response.statusCode === 200 &&
  response.hasHeader("etag") &&
  /\bimmutable\b/.test(String(response.getHeader("cache-control") ?? "")) &&
  /javascript|css|svg|json/.test(String(response.getHeader("content-type") ?? ""));

/**
 * A picture served for a year under its name (a media library variant, lib/media/serve.ts): copied
 * whole as it goes out, so the server's page cache can keep it; never compressed (its format already is).
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 */
const isImmutableImage = (request, response) =>
  request.method === "GET" &&
  !request.headers.range &&
  response.statusCode === 200 &&
  response.hasHeader("etag") &&
  /\bimmutable\b/.test(String(response.getHeader("cache-control") ?? "")) &&
  String(response.getHeader("content-type") ?? "").startsWith("image/");

/**
 * All of a body Next announced the length of.
 * @param {ServerResponse} response
 * @param {Buffer} body
 */
const isWhole = (response, body) =>
  !response.hasHeader("content-length") || Number(response.getHeader("content-length")) === body.length;

/**
 * Still the file it began as, and all of it (the length Next announced).
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 * @param {Buffer} body
 */
const isWholeAsset = (request, response, body) => isImmutableAsset(request, response) && isWhole(response, body);

/**
 * A build file's entry: its path (a query string names the same file) and its ETag (size and time: the path
 * tells files apart).
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 */
const assetKey = (request, response) =>
  `${new URL(request.url ?? "/", "http://server").pathname} ${String(response.getHeader("etag"))}`;

/** @param {ServerResponse} response */
function varyOnEncoding(response) {
  const vary = String(response.getHeader("vary") ?? "");
  if (!/accept-encoding/i.test(vary)) response.setHeader("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
}

/**
 * A written chunk as a Buffer: a string in the encoding given (else UTF-8), bytes as they are.
 * @param {Chunk} chunk
 * @param {WriteArgument} encoding
 */
function asBuffer(chunk, encoding) {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk !== "string") return Buffer.from(chunk);
  return Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8");
}
/** @param {(FirstArgument | WriteArgument)[]} rest */
const callbackIn = (rest) => rest.find((argument) => typeof argument === "function");

/**
 * Ends `response` with `body` as the store keeps it in the client's encoding, or as it is.
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 * @param {End} end
 * @param {PrecompressedStore} store
 * @param {string} key
 * @param {Buffer} body
 * @param {Callback | undefined} callback
 */
function endFromStore(request, response, end, store, key, body, callback) {
  varyOnEncoding(response);
  const chosen = store.get(key, body, request.headers["accept-encoding"]);
  if (!chosen.encoding) return end.call(response, body, callback);
  // One validator for every encoding of the same body: Next answers If-None-Match with 304 on either form.
  response.setHeader("etag", `W/${String(response.getHeader("etag")).replace(/^W\//, "")}`);
  response.setHeader("content-encoding", chosen.encoding);
  // A range of the compressed body is not a range of the file.
  response.removeHeader("accept-ranges");
  response.setHeader("content-length", chosen.body.length);
  return end.call(response, chosen.body, callback);
}

/**
 * Compresses this response: a cached page's or a build file's whole body from the store, anything
 * else on the way out. Calls `next` once the response is ready to be handed to Next; `onCachedPage`
 * is shown a cached page's whole body before it is compressed, and a library picture's (./page-cache.mjs keeps them).
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 * @param {PrecompressedStore} store
 * @param {() => void} next
 * @param {(body: Buffer, response: ServerResponse) => void} [onCachedPage]
 */
export function compressResponse(request, response, store, next, onCachedPage) {
  compressEverythingElse(request, response, () => {
    const write = /** @type {Write} */ (response.write);
    const end = /** @type {End} */ (response.end);
    // A build file arrives in pieces (Next streams it from disk): held until its end, then compressed whole.
    /** @type {Buffer[] | null} */
    let held = null;
    // A library picture streams out as it comes (its headers are already sent): copied on the way, kept at its end.
    /** @type {Buffer[] | null} */
    let copied = null;
    /** @type {Write} */
    response.write = function (chunk, ...rest) {
      if (copied || (!held && isImmutableImage(request, this))) {
        copied ??= [];
        if (chunk != null && typeof chunk !== "function") copied.push(asBuffer(chunk, rest[0]));
        return write.call(this, chunk, ...rest);
      }
      if (!held && (this.headersSent || !isImmutableAsset(request, this))) return write.call(this, chunk, ...rest);
      held ??= [];
      if (chunk != null && typeof chunk !== "function") held.push(asBuffer(chunk, rest[0]));
      const callback = callbackIn([chunk, ...rest]);
      if (callback) process.nextTick(callback);
      return true;
    };
    /** @type {End} */
    response.end = function (chunk, ...rest) {
      const callback = callbackIn([chunk, ...rest]);
      const last = chunk != null && typeof chunk !== "function" ? asBuffer(chunk, rest[0]) : null;
      if (copied || (last?.length && isImmutableImage(request, this))) {
        const body = Buffer.concat([...(copied ?? []), ...(last ? [last] : [])]);
        if (isWhole(this, body)) onCachedPage?.(body, this);
        return end.call(this, chunk, ...rest);
      }
      if (held || (!this.headersSent && last?.length && isImmutableAsset(request, this))) {
        const body = Buffer.concat([...(held ?? []), ...(last ? [last] : [])]);
        if (isWholeAsset(request, this, body))
          return endFromStore(request, this, end, store, assetKey(request, this), body, callback);
        // Not the file after all (its reading failed and Next answered an error instead): passed on as it is.
        for (const piece of held ?? []) write.call(this, piece);
        return end.call(this, chunk, ...rest);
      }
      if (this.headersSent || !last?.length || !isCachedPage(this)) return end.call(this, chunk, ...rest);
      // Before the page cache copies the headers: its answers vary by encoding too.
      varyOnEncoding(this);
      onCachedPage?.(last, this);
      return endFromStore(request, this, end, store, String(this.getHeader("etag")), last, callback);
    };
    next();
  });
}
