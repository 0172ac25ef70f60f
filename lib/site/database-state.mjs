/**
 * Whether this process can reach its database, told by the app (which holds the connections) to the
 * server entry (./server.mjs, which has none): both run in one process, so a global carries it.
 * Plain JavaScript for the server entry; the app reports through lib/site/health.ts.
 */

/** @import { IncomingMessage, ServerResponse } from "node:http" */
/** @import { WriteHead } from "./shared-caching.mjs" */

const CHECK = Symbol.for("ipsite.databaseReachable");
const holder = /** @type {typeof globalThis & { [CHECK]?: () => boolean }} */ (globalThis);

/** How long a client is asked to wait before trying again while the database is away. */
export const RETRY_AFTER_SECONDS = 30;

/**
 * Called once by the app with a check that answers at once (no query): its change listener's connection.
 * @param {() => boolean} check
 */
export function reportDatabaseReachability(check) {
  holder[CHECK] = check;
}

/** True only when the app has said its database is out of reach; unknown counts as reachable. */
export function databaseUnreachable() {
  const check = holder[CHECK];
  return typeof check === "function" && check() === false;
}

/**
 * A response that would be a 500 for a page or a read while the database is away becomes a 503 with
 * Retry-After: the page is not broken, it cannot be had for now (and a search engine keeps the old one).
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 */
export function unavailableWhileDatabaseAway(request, response) {
  if (request.method !== "GET" && request.method !== "HEAD") return;
  const writeHead = /** @type {WriteHead} */ (response.writeHead);
  /** @type {WriteHead} */
  response.writeHead = function (status, ...rest) {
    if (status !== 500 || !databaseUnreachable()) return writeHead.call(this, status, ...rest);
    this.setHeader("retry-after", String(RETRY_AFTER_SECONDS));
    // Node writes the reason of the status it is given; Next's own would say 500.
    return writeHead.call(this, 503, ...(typeof rest[0] === "string" ? rest.slice(1) : rest));
  };
}
