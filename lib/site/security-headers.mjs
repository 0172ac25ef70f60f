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
