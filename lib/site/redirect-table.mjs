/**
 * The redirects this process answers, held in memory so that answering one costs no query: the app
 * fills the table (lib/redirects/live-state.ts) and the server entry (lib/site/server.mjs) and the
 * proxy read it, before any page is looked up or rendered. Hits are counted here and written to the
 * database in one statement every few seconds. Plain JavaScript with no import, on globalThis: the
 * server entry and the app's bundles load it apart, in one process.
 */
const STATE = Symbol.for("ipsite.redirects");
/** @typedef {{ id: number, toPath: string }} HeldRedirect */
/** @typedef {{ byPath: Map<string, HeldRedirect>, hits: Map<number, { count: number, at: Date }> }} RedirectState */
const holder = /** @type {typeof globalThis & { [STATE]?: RedirectState }} */ (globalThis);

/** @returns {RedirectState} */
function state() {
  return (holder[STATE] ??= { byPath: new Map(), hits: new Map() });
}

/**
 * Replaces the table with the stored redirects.
 * @param {readonly { id: number, fromPath: string, toPath: string }[]} redirects
 */
export function holdRedirects(redirects) {
  state().byPath = new Map(redirects.map(({ id, fromPath, toPath }) => [fromPath, { id, toPath }]));
}

/**
 * The redirect answering a request path (without base path and query), counted as a hit.
 * @param {string} path
 * @returns {string | null} its target
 */
export function redirectTargetOf(path) {
  const { byPath, hits } = state();
  if (byPath.size === 0) return null;
  const trimmed = path.length > 1 && path.endsWith("/") ? path.replace(/\/+$/, "") || "/" : path;
  const found = byPath.get(trimmed);
  if (!found) return null;
  const counted = hits.get(found.id);
  hits.set(found.id, { count: (counted?.count ?? 0) + 1, at: new Date() });
  return found.toPath;
}

/**
 * The hits counted since the last call, handed over once (the caller writes them).
 * @returns {{ id: number, count: number, at: Date }[]}
 */
export function takeRedirectHits() {
  const current = state();
  const taken = [...current.hits].map(([id, { count, at }]) => ({ id, count, at }));
  current.hits = new Map();
  return taken;
}

/**
 * Gives back hits that could not be written (the database away): counted with the next ones.
 * @param {readonly { id: number, count: number, at: Date }[]} hits
 */
export function returnRedirectHits(hits) {
  const current = state();
  for (const { id, count, at } of hits) {
    const counted = current.hits.get(id);
    current.hits.set(id, { count: (counted?.count ?? 0) + count, at: counted && counted.at > at ? counted.at : at });
  }
}

/**
 * The response's Location for a target: a path of this site under its base path, with the request's
 * query where the target has none; an address elsewhere as it is.
 * @param {string} target
 * @param {string} basePath
 * @param {string} query the request's, with its "?" ("" for none)
 */
export function redirectLocation(target, basePath, query) {
  if (/^https?:\/\//i.test(target)) return target;
  return `${basePath}${target}${target.includes("?") ? "" : query}`;
}

/**
 * Where a request is redirected, if a redirect answers it: its Location, or null. Only reads
 * (GET, HEAD) of pages are redirected, never the API or Next's files.
 * @param {string | undefined} method
 * @param {string | undefined} url the request's path and query
 * @param {string} basePath
 * @returns {string | null}
 */
export function redirectFor(method, url, basePath) {
  if (method !== "GET" && method !== "HEAD") return null;
  const [rawPath = "/", query] = (url ?? "/").split(/\?(.*)/s, 2);
  if (basePath && rawPath !== basePath && !rawPath.startsWith(`${basePath}/`)) return null;
  const path = rawPath.slice(basePath.length) || "/";
  if (/^\/(api|_next)(\/|$)/.test(path)) return null;
  const target = redirectTargetOf(path);
  return target === null ? null : redirectLocation(target, basePath, query ? `?${query}` : "");
}

/**
 * The headers of a redirect's answer: permanent for search engines, yet kept by no browser (a
 * redirect the firm edits or removes must take effect) and by shared caches only as long as a page.
 * @param {string} location
 * @param {number} sharedMaxAge
 */
export const redirectHeaders = (location, sharedMaxAge) => ({
  location,
  "cache-control": `public, max-age=0, s-maxage=${sharedMaxAge}`,
  "content-length": "0",
});
