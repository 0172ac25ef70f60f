/**
 * What backs Next's page and data cache in this process, and whether it works: for logs and the
 * health report. Plain JavaScript because Next loads the cache handler (./handler.mjs) itself,
 * uncompiled; the state lives on globalThis because the app's bundled code gets its own copy of
 * this module, apart from the one the handler imported.
 */

/**
 * "local": Next's own cache in this process (and its build folder); "redis": the cache every instance shares.
 * @typedef {"local" | "redis"} CacheBackend
 */

/**
 * @typedef {object} CacheFailure
 * @property {string} at
 * @property {string} operation
 * @property {string} message
 */

/**
 * @typedef {object} CacheBackendState
 * @property {CacheBackend} backend
 * @property {boolean} [chosen] Whether a handler has chosen yet (internal).
 * @property {boolean} reachable Whether the last operation on the backend succeeded (always true for "local").
 *   Redis starts unreachable, with no failure, until the server's first use of the cache connects.
 * @property {string} since When `reachable` last changed, ISO 8601.
 * @property {CacheFailure | null} lastFailure
 */

const STATE = Symbol.for("ipsite.cache-backend");
const holder = /** @type {typeof globalThis & { [STATE]?: CacheBackendState }} */ (globalThis);

/** @returns {CacheBackendState} */
function state() {
  holder[STATE] ??= {
    backend: "local",
    chosen: false,
    reachable: true,
    since: new Date().toISOString(),
    lastFailure: null,
  };
  return holder[STATE];
}

/**
 * Called once the handler has chosen (by each copy of it: Next bundles one into the proxy), keeping what is known.
 * @param {CacheBackend} backend
 */
export function chooseCacheBackend(backend) {
  const current = state();
  if (current.backend === backend && current.chosen) return;
  Object.assign(current, {
    backend,
    chosen: true,
    reachable: backend === "local",
    since: new Date().toISOString(),
    lastFailure: null,
  });
}

/**
 * An operation on the backend failed; returns whether the backend was reachable until now (so a caller logs an
 * outage once).
 * @param {string} operation
 * @param {unknown} error
 */
export function recordCacheFailure(operation, error) {
  const current = state();
  const wasReachable = current.reachable;
  current.lastFailure = {
    at: new Date().toISOString(),
    operation,
    message: error instanceof Error ? error.message : String(error),
  };
  if (wasReachable) Object.assign(current, { reachable: false, since: current.lastFailure.at });
  return wasReachable;
}

/** An operation on the backend succeeded; returns whether it was unreachable until now. */
export function recordCacheSuccess() {
  const current = state();
  if (current.reachable) return false;
  Object.assign(current, { reachable: true, since: new Date().toISOString() });
  return true;
}

/**
 * A copy of the state, e.g. for /api/health.
 * @returns {CacheBackendState}
 */
export function cacheBackendStatus() {
  const { backend, reachable, since, lastFailure } = state();
  return { backend, reachable, since, lastFailure: lastFailure && { ...lastFailure } };
}
