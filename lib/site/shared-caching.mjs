/**
 * What a shared cache in front of the site (a CDN, the compose file's nginx) may do with a public
 * page Next serves from its own cache: Next says `s-maxage=31536000` (a year, since pages change
 * only when an edit expires their tags), which a CDN would obey for a year after an edit. Here such
 * a page is fresh for SHARED_CACHE_MAX_AGE seconds, then served stale while the CDN asks again in
 * the background; the README's "Performance" section says how to purge at once instead.
 * Plain JavaScript: the server entry (./server.mjs) runs with plain Node.
 */

/** @import { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from "node:http" */

/**
 * ServerResponse's writeHead, as one signature for a wrapper to take and pass on (its overloads: a
 * status, then a reason and headers, each optional).
 * @typedef {(
 *   this: ServerResponse,
 *   status: number,
 *   ...rest: (string | OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined)[]
 * ) => ServerResponse} WriteHead
 */

export const DEFAULT_SHARED_CACHE_MAX_AGE = 60;
/** A day: a page at most this stale is still served at once while the cache fetches it again. */
export const STALE_WHILE_REVALIDATE_SECONDS = 86_400;

/** @param {Record<string, string | undefined>} [env] */
export function sharedCacheMaxAge(env = process.env) {
  const value = Number(env.SHARED_CACHE_MAX_AGE ?? DEFAULT_SHARED_CACHE_MAX_AGE);
  return Number.isInteger(value) && value >= 0 ? value : DEFAULT_SHARED_CACHE_MAX_AGE;
}

/**
 * The Cache-Control a cached public page goes out with, or null to leave Next's (an error, the admin, a dynamic page).
 * @param {number} status
 * @param {unknown} nextCacheControl
 * @param {boolean} fromNextCache
 * @param {number} [maxAge]
 * @returns {string | null}
 */
export function sharedCacheControl(status, nextCacheControl, fromNextCache, maxAge = DEFAULT_SHARED_CACHE_MAX_AGE) {
  // A cached 404 too: a page made later at that address must not wait a year behind it; and a
  // cached redirect (a service's category to its service's page) must not outlive the link it follows.
  if ((status !== 200 && status !== 404 && status !== 308) || !fromNextCache) return null;
  const match = /^s-maxage=(\d+)/.exec(String(nextCacheControl ?? ""));
  if (!match) return null;
  return `public, s-maxage=${Math.min(Number(match[1]), maxAge)}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`;
}

/**
 * Rewrites the Cache-Control of the response, when it is a cached public page, as its headers go out.
 * Not for the client router's requests (the `RSC` header): a browser keeps those in its own cache,
 * and with stale-while-revalidate it would answer a refresh after an edit with the old page.
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 * @param {number} maxAge
 */
export function shareablePublicPages(request, response, maxAge) {
  if (request.method !== "GET" && request.method !== "HEAD") return;
  if (request.headers.rsc !== undefined) return;
  const writeHead = /** @type {WriteHead} */ (response.writeHead);
  /** @type {WriteHead} */
  response.writeHead = function (status, ...rest) {
    const rewritten = sharedCacheControl(
      status,
      this.getHeader("cache-control"),
      this.hasHeader("x-nextjs-cache"),
      maxAge,
    );
    if (rewritten) this.setHeader("cache-control", rewritten);
    return writeHead.call(this, status, ...rest);
  };
}
