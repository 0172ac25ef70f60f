/**
 * Requests the app answers itself before Next sees them, because Next cannot: a path that is not
 * valid percent-encoding makes Next fail with a bare 500 (its decode error has no page to render),
 * a server action sent from another origin (or a `null` or unreadable one) is refused by Next with
 * a 500 too, and TRACE would echo the request back. Plain JavaScript: the server entry (./server.mjs) runs
 * with plain Node, in the Docker image too.
 */

/**
 * A refusal, as the server entry writes it: status, headers, body.
 * @typedef {object} GuardAnswer
 * @property {number} status
 * @property {Record<string, string>} headers
 * @property {string} body
 */

/**
 * A request's headers as Node gives them (lowercase names), or as a test writes them.
 * @typedef {Record<string, string | string[] | undefined>} RequestHeaders
 */

/**
 * The API's error shape (lib/api/errors.ts), for callers of /api.
 * @param {string} code
 * @param {string} message
 */
const apiError = (code, message) => JSON.stringify({ error: { code, message } });

/** A page in the default language (the path could not be read, so neither can its language). */
const MALFORMED_PAGE = `<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>Geçersiz adres</title>
<style>body{font-family:system-ui,sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;background:#f8fafc;color:#0f172a}main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:1.5rem}a{color:#1d4ed8}</style>
</head><body><main><h1>Geçersiz adres</h1><p>Bu adres okunamadı: içinde bozuk bir karakter kodu var.</p><p><a href="{home}">Ana sayfaya dön</a></p></main></body></html>`;

/**
 * Whether a path's percent-encoding decodes (as Next decodes it, segment by segment).
 * @param {string} path
 */
export function isReadablePath(path) {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** @param {string | string[] | undefined} value */
const firstValue = (value) => (Array.isArray(value) ? value[0] : value?.split(",")[0])?.trim();

/**
 * Whether a server action comes from another site, judged as Next judges it (its Origin's host
 * against X-Forwarded-Host, else Host), so that Next's own check never has to fail the request. A
 * request with no Origin at all is no browser's cross-site form: Next lets it through, and so do we.
 * @param {string | undefined} method
 * @param {RequestHeaders} headers
 */
export function isForeignAction(method, headers) {
  if (method !== "POST" || !headers["next-action"]) return false;
  const origin = firstValue(headers.origin);
  if (origin === undefined) return false;
  let originHost;
  try {
    originHost = origin === "null" ? "null" : new URL(origin).host;
  } catch {
    return true;
  }
  return originHost !== (firstValue(headers["x-forwarded-host"]) || headers.host);
}

/**
 * The answer to a request Next must not see, or null for every other request.
 * `basePath` is NEXT_PUBLIC_BASE_PATH ("" when the site is served at the root); `headers` are Node's (lowercase names).
 * @param {string | undefined} method
 * @param {string | undefined} url
 * @param {string} [basePath]
 * @param {RequestHeaders} [headers]
 * @returns {GuardAnswer | null}
 */
export function guardAnswer(method, url, basePath = "", headers = {}) {
  // split always yields a first piece (the whole string when it holds no "?").
  const [path = ""] = (url ?? "/").split("?");
  const api = path === `${basePath}/api` || path.startsWith(`${basePath}/api/`);
  if (method === "TRACE" || method === "TRACK") {
    return {
      status: 405,
      headers: { allow: "GET, HEAD, POST, PUT, DELETE", "content-type": "text/plain; charset=utf-8" },
      body: "Method not allowed",
    };
  }
  if (isForeignAction(method, headers)) {
    return {
      status: 403,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
      body: "Forbidden: the site's forms can only be sent from its own pages.",
    };
  }
  if (isReadablePath(path)) return null;
  if (api) {
    return {
      status: 400,
      headers: { "content-type": "application/json", "cache-control": "no-store" },
      body: apiError(
        "malformedPath",
        "The path is not valid percent-encoding: escape each reserved byte as %XX of its UTF-8.",
      ),
    };
  }
  return {
    status: 400,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
    body: MALFORMED_PAGE.replace("{home}", `${basePath}/`),
  };
}
