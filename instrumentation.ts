/**
 * Runs once when a Next server starts, before it serves a request: the page and data caches on disk
 * are dropped when they were made for another database or SITE_URL (lib/database/cache-stamp.ts);
 * then the server loads the maintenance state, the languages and the redirects and follows changes made anywhere,
 * keeping the server entry's page cache in step, runs the publishing scheduler, and says what to
 * close when it stops.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { dropCachesMadeElsewhereAtStart } = await import("@/lib/database/cache-stamp");
  const caughtUpTo = await dropCachesMadeElsewhereAtStart();
  const { followMaintenance, reloadMaintenance } = await import("@/lib/maintenance/live-state");
  await followMaintenance();
  const { followLanguages, reloadLanguages } = await import("@/lib/languages/live-state");
  await followLanguages();
  const { followRedirects, reloadRedirects, startRedirectHitCounter } = await import("@/lib/redirects/live-state");
  await followRedirects();
  const { keepPageCacheInStep } = await import("@/lib/live/page-cache-sync");
  keepPageCacheInStep();
  const { invalidatePageCache } = await import("@/lib/site/page-cache-invalidation.mjs");
  const { expireTagsInThisServer } = await import("@/lib/live/own-cache");
  const { getDb } = await import("@/lib/db");
  const { onShutdown } = await import("@/lib/site/shutdown.mjs");
  const { startScheduler } = await import("@/lib/publishing/scheduler");
  // Scheduled publications, on the embedded database too; a time missed while no server ran is done in its first round.
  const scheduler = startScheduler(getDb(), {
    inServer: true,
    expire: (tags) => void expireTagsInThisServer(tags).catch((error: unknown) => console.error(error)),
  });
  onShutdown("the publishing scheduler", () => scheduler.stop());
  // The contact messages' e-mails; each mail is claimed by one instance (FOR UPDATE SKIP LOCKED).
  const { startMailOutbox } = await import("@/lib/mail/outbox");
  const outbox = startMailOutbox(getDb());
  onShutdown("the mail outbox", () => outbox.stop());
  // The redirects answered from memory count their hits there; written every few seconds.
  const hits = startRedirectHitCounter(getDb());
  onShutdown("the redirects' hit counter", () => hits.stop());
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return;
  const { syncWithOtherWriters } = await import("@/lib/live/instance-sync");
  const { rememberListener } = await import("@/lib/site/health");
  const listener = rememberListener(
    syncWithOtherWriters({
      databaseUrl,
      db: getDb(),
      expireTags: expireTagsInThisServer,
      caughtUpTo,
      // Each (re)connection resynchronises: a notification sent while it was down is lost.
      onConnected: () =>
        Promise.all([reloadMaintenance(), reloadLanguages(), reloadRedirects()]).then(() => invalidatePageCache()),
    }),
  );
  // Run by the server entry once the requests in flight are done (lib/site/server.mjs): the listener, then the pool.
  onShutdown("the database connections", () => getDb().$disconnect());
  onShutdown("the change listener", () => listener.stop());
}
