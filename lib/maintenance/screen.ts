/**
 * How the public site answers while in maintenance: the proxy rewrites every public page
 * to the maintenance screen (served from app/maintenance-screen/[lang]) with these headers, so
 * search engines and shared caches keep the real pages and come back later.
 */
export const MAINTENANCE_SCREEN_ROUTE = "/maintenance-screen";
export const MAINTENANCE_RETRY_AFTER_SECONDS = 900;
export const MAINTENANCE_HEADERS = {
  "Retry-After": String(MAINTENANCE_RETRY_AFTER_SECONDS),
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex",
} as const;

/**
 * Set for a signed-in administrator who browses the public site during maintenance: the (cached)
 * pages cannot know who reads them, so a banner in the browser reads this to say the site is closed.
 * It opens nothing by itself: the proxy shows the real pages only to a live session (signed, and
 * still held by the server: not logged out, its administrator not deactivated).
 */
export const MAINTENANCE_PREVIEW_COOKIE = "maintenance-preview";
