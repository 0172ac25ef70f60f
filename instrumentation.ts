/**
 * Runs once when a Next server starts, before it serves a request: the page and data caches on disk
 * are dropped when they were made for another database or SITE_URL (lib/database/cache-stamp.ts);
 * then the server loads the maintenance state and listens for changes made anywhere (issue 10).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { dropCachesMadeElsewhereAtStart } = await import("@/lib/database/cache-stamp");
  await dropCachesMadeElsewhereAtStart();
  const { followMaintenance, reloadMaintenance } = await import("@/lib/maintenance/live-state");
  const { listenForChanges } = await import("@/lib/database/change-listener");
  await followMaintenance();
  // Each (re)connection resynchronises: a notification sent while it was down is lost.
  if (process.env.DATABASE_URL) listenForChanges(process.env.DATABASE_URL, () => reloadMaintenance().then(() => undefined));
}
