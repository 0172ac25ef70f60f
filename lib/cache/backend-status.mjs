/**
 * What backs Next's page and data cache in this process, and whether it works: for logs and the
 * health report. Plain JavaScript because Next loads the cache handler (./handler.mjs) itself,
 * uncompiled; the state lives on globalThis because the app's bundled code gets its own copy of
 * this module, apart from the one the handler imported.
 */
const STATE = Symbol.for("ipsite.cache-backend");

/** @returns {import("./backend-status.d.mts").CacheBackendState} */
function state() {
  const holder = /** @type {Record<symbol, import("./backend-status.d.mts").CacheBackendState>} */ (/** @type {unknown} */ (globalThis));
  holder[STATE] ??= { backend: "local", chosen: false, reachable: true, since: new Date().toISOString(), lastFailure: null };
  return holder[STATE];
}

/** Called once the handler has chosen (by each copy of it: Next bundles one into the proxy), keeping what is known. */
export function chooseCacheBackend(backend) {
  const current = state();
  if (current.backend === backend && current.chosen) return;
  Object.assign(current, { backend, chosen: true, reachable: backend === "local", since: new Date().toISOString(), lastFailure: null });
}

/** An operation on the backend failed; returns whether the backend was reachable until now (so a caller logs an outage once). */
export function recordCacheFailure(operation, error) {
  const current = state();
  const wasReachable = current.reachable;
  current.lastFailure = { at: new Date().toISOString(), operation, message: error instanceof Error ? error.message : String(error) };
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

/** A copy of the state, e.g. for /api/health. */
export function cacheBackendStatus() {
  const { backend, reachable, since, lastFailure } = state();
  return { backend, reachable, since, lastFailure: lastFailure && { ...lastFailure } };
}
