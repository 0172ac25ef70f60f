/**
 * Runs once when a Next server starts, before it serves a request: the page and data caches on disk
 * are dropped when they were made for another database or SITE_URL (lib/database/cache-stamp.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { dropCachesMadeElsewhereAtStart } = await import("@/lib/database/cache-stamp");
  await dropCachesMadeElsewhereAtStart();
}
