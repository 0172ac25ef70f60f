/**
 * Requests the app answers itself before Next sees them, because Next cannot, or would answer them
 * wrongly: a path that is not valid percent-encoding makes Next fail with a bare 500 (its decode
 * error has no page to render), a form or server action sent from another origin (or a `null` or
 * unreadable one) is refused by Next with a 500 too, TRACE would echo the request back, and a path
 * that only differs from a page's by spaces, control characters or trailing dots (`/hizmetler%20`,
 * `/patent%00`, `/kurumsal.`) would be served as that page under a second address. Plain JavaScript:
 * the server entry (./server.mjs) runs with plain Node, in the Docker image too.
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
 * What a refusal says: the API's error code and English message for programs, the page's Turkish
 * title and text for a visitor.
 * @typedef {object} RefusalText
 * @property {string} code
 * @property {string} message
 * @property {string} title
 * @property {string} text
 */

/** @satisfies {Record<string, RefusalText>} */
export const REFUSALS = {
  malformedPath: {
    code: "malformedPath",
    message: "The path is not valid percent-encoding: escape each reserved byte as %XX of its UTF-8.",
    title: "Geçersiz adres",
    text: "Bu adres okunamadı: içinde bozuk bir karakter kodu var.",
  },
  foreignOrigin: {
    code: "forbidden",
    message: "Forbidden: the site's forms can only be sent from its own pages.",
    title: "Form gönderilemedi",
    text: "Sitenin formları yalnızca sitenin kendi sayfalarından gönderilebilir.",
  },
  tooLarge: {
    code: "tooLarge",
    message: "Payload too large: the body is larger than this address accepts.",
    title: "Gönderilen veri çok büyük",
    text: "Gönderdiğiniz veri bu adresin kabul ettiğinden büyük olduğu için işlenmedi.",
  },
  malformedBody: {
    code: "malformedBody",
    message: "Bad request: the body could not be read.",
    title: "İstek okunamadı",
    text: "Gönderilen formun verisi okunamadı. Sayfayı yenileyip yeniden deneyin.",
  },
};

/** @param {string} text */
const escapeHtml = (text) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The error screen a visitor gets, in the default language (the request could not be read, so
 * neither can its language), with a way home. Self-contained: no script, no stylesheet to fetch.
 * @param {RefusalText} refusal
 * @param {string} basePath
 */
function errorPage(refusal, basePath) {
  return `<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(refusal.title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;background:#f8fafc;color:#0f172a}main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:1.5rem}a{color:#1d4ed8}</style>
</head><body><main><h1>${escapeHtml(refusal.title)}</h1><p>${escapeHtml(refusal.text)}</p><p><a href="${escapeHtml(basePath)}/">Ana sayfaya dön</a></p></main></body></html>`;
}

/**
 * A refusal in the form its caller reads: the API's JSON error (lib/api/errors.ts) under /api, the
 * error screen elsewhere. Never stored by a cache.
 * @param {number} status
 * @param {RefusalText} refusal
 * @param {{ api: boolean, basePath: string }} where
 * @returns {GuardAnswer}
 */
export function refusalAnswer(status, refusal, { api, basePath }) {
  if (api) {
    return {
      status,
      headers: { "content-type": "application/json", "cache-control": "no-store" },
      body: JSON.stringify({ error: { code: refusal.code, message: refusal.message } }),
    };
  }
  return {
    status,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
    body: errorPage(refusal, basePath),
  };
}

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

/**
 * Whether a path is the API's (its answers are JSON).
 * @param {string} path
 * @param {string} basePath
 */
export const isApiPath = (path, basePath) => path === `${basePath}/api` || path.startsWith(`${basePath}/api/`);

/** @param {string | string[] | undefined} value */
const firstValue = (value) => (Array.isArray(value) ? value[0] : value?.split(",")[0])?.trim();

/** @param {string | string[] | undefined} value */
const mediaType = (value) => firstValue(value)?.split(";")[0]?.trim().toLowerCase() ?? "";

/**
 * Whether Next treats a request as a server action, and so reads its body and checks its origin: a
 * POST naming an action (the page's JavaScript), or a multipart POST to a page (a form sent before
 * the JavaScript runs, which names its action inside the body). Route handlers (the API) are no actions.
 * @param {string | undefined} method
 * @param {string} path
 * @param {RequestHeaders} headers
 * @param {string} [basePath]
 */
export function isPossibleAction(method, path, headers, basePath = "") {
  if (method !== "POST" || isApiPath(path, basePath)) return false;
  return Boolean(headers["next-action"]) || mediaType(headers["content-type"]) === "multipart/form-data";
}

/**
 * Whether a server action comes from another site, judged as Next judges it (its Origin's host
 * against X-Forwarded-Host, else Host), so that Next's own check never has to fail the request. A
 * request with no Origin at all is no browser's cross-site form: Next lets it through, and so do we.
 * @param {string | undefined} method
 * @param {RequestHeaders} headers
 * @param {string} [path]
 * @param {string} [basePath]
 */
export function isForeignAction(method, headers, path = "/", basePath = "") {
  if (!isPossibleAction(method, path, headers, basePath)) return false;
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

/** Control characters (C0, DEL, C1): never part of a page's address. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/u;
/** What a segment may not start with (spaces, control characters) nor end with (those, and dots). */
const EDGE_JUNK = /^[\s\u0000-\u001f\u007f-\u009f]+|[\s\u0000-\u001f\u007f-\u009f.]+$/gu;

/**
 * A page path's canonical form: each segment without leading spaces or control characters and
 * without trailing ones or dots (which browsers and mail clients add, and which would otherwise
 * address the same page twice), empty segments dropped (so the result never starts with "//", which
 * a browser would read as another host). Segments that need no change keep their encoding. `null`
 * when a control character sits inside a segment: no page has one, nor a canonical address.
 * @param {string} path
 * @returns {string | null}
 */
export function canonicalPagePath(path) {
  /** @type {string[]} */
  const canonical = [];
  for (const segment of path.split("/")) {
    const decoded = decodeURIComponent(segment);
    const trimmed = decoded.replace(EDGE_JUNK, "");
    if (CONTROL.test(trimmed)) return null;
    if (trimmed !== "") canonical.push(trimmed === decoded ? segment : encodeURIComponent(trimmed));
  }
  return `/${canonical.join("/")}`;
}

/** Next's build files and the like: their names are Next's, never a visitor's. */
const isInternalFile = (/** @type {string} */ path, /** @type {string} */ basePath) =>
  path.startsWith(`${basePath}/_next/`);

/**
 * A redirect to the canonical form of a page path, the 400 of one that has none, or null when the
 * path is canonical already.
 * @param {string} path
 * @param {string} query the query string with its "?", or ""
 * @param {string} basePath
 * @returns {GuardAnswer | null}
 */
function nonCanonicalAnswer(path, query, basePath) {
  if (isInternalFile(path, basePath)) return null;
  const canonical = canonicalPagePath(path);
  if (canonical === null) return refusalAnswer(400, REFUSALS.malformedPath, { api: false, basePath });
  if (canonical === path || `${canonical}/` === path) return null;
  return {
    status: 308,
    headers: { location: `${canonical}${query}`, "cache-control": "no-store", "content-type": "text/plain" },
    body: "",
  };
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
  const raw = url ?? "/";
  const queryStart = raw.indexOf("?");
  const path = queryStart === -1 ? raw : raw.slice(0, queryStart);
  const query = queryStart === -1 ? "" : raw.slice(queryStart);
  const api = isApiPath(path, basePath);
  if (method === "TRACE" || method === "TRACK") {
    return {
      status: 405,
      headers: { allow: "GET, HEAD, POST, PUT, DELETE", "content-type": "text/plain; charset=utf-8" },
      body: "Method not allowed",
    };
  }
  if (isForeignAction(method, headers, path, basePath))
    return refusalAnswer(403, REFUSALS.foreignOrigin, { api: false, basePath });
  if (!isReadablePath(path)) return refusalAnswer(400, REFUSALS.malformedPath, { api, basePath });
  // The API looks its path's names up itself (an unknown one is its 404), but no name holds a control character.
  if (api)
    return CONTROL.test(decodeURIComponent(path))
      ? refusalAnswer(400, REFUSALS.malformedPath, { api, basePath })
      : null;
  return nonCanonicalAnswer(path, query, basePath);
}
