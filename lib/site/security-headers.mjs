/**
 * The security headers of every response, set by the server entry (./server.mjs) before
 * Next answers, and the admin's stricter script policy, set by the proxy with a nonce per request.
 * Plain JavaScript: the server entry runs with plain Node.
 *
 * Scripts: the admin's pages are rendered per request, so each carries a nonce and only scripts
 * bearing it (and what they load) run. Public pages are rendered once and cached for every visitor:
 * a nonce would have to differ per response, so they allow inline scripts ('unsafe-inline': Next's
 * inline bootstrap and page data) from this origin only; stored content is sanitized on save
 * (lib/text/rich-text.ts), which is what keeps scripts out of it.
 */

const BASE_POLICY = {
  "default-src": ["'self'"],
  "script-src": ["'self'", "'unsafe-inline'"],
  // React's style attributes and the editor's inline styles.
  "style-src": ["'self'", "'unsafe-inline'"],
  // Team photos may be https addresses elsewhere (lib/text/editor-urls.ts).
  "img-src": ["'self'", "data:", "https:"],
  "font-src": ["'self'", "data:"],
  "connect-src": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
};

/** @param {Record<string, string[]>} policy */
const serialize = (policy) =>
  Object.entries(policy)
    .map(([directive, sources]) => `${directive} ${sources.join(" ")}`)
    .join("; ");

/** The policy of every response but the admin's pages. */
export function publicContentSecurityPolicy() {
  return serialize(BASE_POLICY);
}

/**
 * The admin's pages: only scripts bearing this response's nonce, and those they load ('strict-dynamic').
 * @param {string} nonce
 * @param {{ development?: boolean }} [options]
 */
export function adminContentSecurityPolicy(nonce, { development = false } = {}) {
  // Development's refresh runtime evaluates code; production never does.
  const scripts = [`'nonce-${nonce}'`, "'strict-dynamic'", "'self'", ...(development ? ["'unsafe-eval'"] : [])];
  return serialize({ ...BASE_POLICY, "script-src": scripts });
}

/**
 * Every response's headers; HSTS only when the site is served over HTTPS (SITE_URL).
 * @param {{ https: boolean }} options
 * @returns {Record<string, string>}
 */
export function securityHeaders({ https }) {
  return {
    "Content-Security-Policy": publicContentSecurityPolicy(),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy":
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()",
    "X-Frame-Options": "DENY",
    ...(https ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains" } : {}),
  };
}

/** @import { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from "node:http" */
/** @import { WriteHead } from "./shared-caching.mjs" */

/**
 * Headers that name the app's internal routes (the proxy's rewrite of /admin to /admin-panel/tr, its
 * request overrides): Next's proxy hands them to Next's router and they are never a visitor's
 * business. The router's own rewritten path and query are read by the client router from its data
 * requests (RSC, marked by an `rsc` header) to know the route's parameters: those keep them.
 * @param {string} name a lowercase header name
 * @param {boolean} routerRequest
 */
export function isInternalHeader(name, routerRequest) {
  if (name.startsWith("x-middleware-")) return true;
  return !routerRequest && (name === "x-nextjs-rewritten-path" || name === "x-nextjs-rewritten-query");
}

/**
 * Headers given to writeHead itself, without the internal ones (an object, or Node's flat list of names and values).
 * @param {string | OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined} headers
 * @param {boolean} routerRequest
 * @returns {string | OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined}
 */
function withoutInternal(headers, routerRequest) {
  if (headers === undefined || typeof headers === "string") return headers;
  if (Array.isArray(headers)) {
    /** @type {OutgoingHttpHeader[]} */
    const kept = [];
    for (let index = 0; index + 1 < headers.length; index += 2) {
      const name = headers[index];
      const value = headers[index + 1];
      if (value !== undefined && !isInternalHeader(String(name).toLowerCase(), routerRequest))
        kept.push(name ?? "", value);
    }
    return kept;
  }
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !isInternalHeader(name.toLowerCase(), routerRequest)),
  );
}

/**
 * A header a response carries once: a redirect has one target, but Next, rendering a redirect it
 * then caches, appends the cached Location to the one it set (vercel/next.js#82117), and a proxy
 * that joins repeated headers sends visitors to "/en/patent, /en/patent".
 * @param {ServerResponse} response
 * @param {string} name
 */
function keepOnce(response, name) {
  const value = response.getHeader(name);
  if (Array.isArray(value) && value.length > 1) response.setHeader(name, value[0] ?? "");
}

/**
 * Keeps the internal headers out of a response, whoever set them and however it is written (each
 * first write goes through writeHead, Next's implicit one too), and a redirect's target written once.
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 */
export function hideInternalHeaders(request, response) {
  const routerRequest = request.headers.rsc !== undefined;
  const writeHead = /** @type {WriteHead} */ (response.writeHead);
  /** @type {WriteHead} */
  response.writeHead = function (status, ...rest) {
    for (const name of this.getHeaderNames()) if (isInternalHeader(name, routerRequest)) this.removeHeader(name);
    keepOnce(this, "location");
    return writeHead.call(this, status, ...rest.map((argument) => withoutInternal(argument, routerRequest)));
  };
}
