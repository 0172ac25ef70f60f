import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { BUILD_DIR } from "@/lib/site/build-dir";
import { siteUrl } from "@/lib/site/url";
import { openClient } from "./connection";

/**
 * The pages Next rendered and the reads it cached (both kept on disk across restarts) belong to one
 * database and one SITE_URL: absolute URLs are baked into them. A server started on another
 * database or origin, or after a command changed data while no server listened (whose change
 * records say so), must not serve them. At start, this compares the stamp written the last time
 * with now, and drops both caches when they differ.
 */
export interface CacheStamp {
  databaseId: string;
  siteUrl: string;
  /** The last change record when the stamp was written. */
  lastChangeId: number;
}

const stampFile = (buildDir: string) => path.join(buildDir, "cache", "rendered-for.json");

function readStamp(buildDir: string): CacheStamp | null {
  try {
    return JSON.parse(readFileSync(stampFile(buildDir), "utf8")) as CacheStamp;
  } catch {
    return null;
  }
}

/** The pages rendered at run time (Next keeps them apart from the build's own, in server/route-cache). */
export function dropRenderedPages(buildDir: string): void {
  rmSync(path.join(buildDir, "server", "route-cache"), { recursive: true, force: true });
}

/** The cached reads (unstable_cache). */
export function dropCachedData(buildDir: string): void {
  rmSync(path.join(buildDir, "cache", "fetch-cache"), { recursive: true, force: true });
}

/** What the database says now: its id, its last change, and how many changes since `after` that pages show were made outside a server. */
async function readDatabaseState(databaseUrl: string, after: number) {
  const client = await openClient(databaseUrl);
  try {
    const identity = await client.query<{ databaseId: string }>(
      `SELECT "databaseId" FROM "DatabaseIdentity" WHERE id = 1`,
    );
    const changes = await client.query<{ last: number | null; unseen: string }>(
      `SELECT max(id) AS last, count(*) FILTER (WHERE id > $1 AND NOT "cacheRefreshed" AND cardinality(tags) > 0) AS unseen FROM "Change"`,
      [after],
    );
    return {
      databaseId: identity.rows[0]?.databaseId ?? "",
      lastChangeId: changes.rows[0]?.last ?? 0,
      unseenChanges: Number(changes.rows[0]?.unseen ?? 0),
    };
  } finally {
    await client.end();
  }
}

/**
 * Drops the caches unless they were made for this database and origin, and writes the new stamp.
 * Returns why caches a server made were dropped, or null. A build's first start has no stamp: what
 * the build rendered is dropped all the same, with nothing to report.
 */
export async function dropCachesMadeElsewhere({
  databaseUrl,
  siteUrl,
  buildDir,
}: {
  databaseUrl: string;
  siteUrl: string;
  buildDir: string;
}): Promise<string | null> {
  const stamp = readStamp(buildDir);
  const now = await readDatabaseState(databaseUrl, stamp?.lastChangeId ?? 0);
  const reason = !stamp
    ? null
    : stamp.databaseId !== now.databaseId
      ? "another database"
      : stamp.siteUrl !== siteUrl
        ? `another SITE_URL (${stamp.siteUrl})`
        : now.unseenChanges > 0
          ? `${now.unseenChanges} change(s) made while no server ran`
          : null;
  if (!stamp || reason) {
    dropRenderedPages(buildDir);
    dropCachedData(buildDir);
  }
  mkdirSync(path.dirname(stampFile(buildDir)), { recursive: true });
  writeFileSync(
    stampFile(buildDir),
    `${JSON.stringify({ databaseId: now.databaseId, siteUrl, lastChangeId: now.lastChangeId } satisfies CacheStamp)}\n`,
  );
  return reason;
}

/**
 * The server's start: this build folder, this database, this SITE_URL. Returns the last change the
 * caches account for from now on, from which the change listener catches up (lib/live/instance-sync.ts):
 * a write between this check and its first connection would otherwise go unheard.
 */
export async function dropCachesMadeElsewhereAtStart(): Promise<number | null> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return null;
  const buildDir = path.resolve(BUILD_DIR);
  const reason = await dropCachesMadeElsewhere({ databaseUrl, siteUrl: siteUrl().toString(), buildDir });
  if (reason) {
    console.log(`The pages cached in ${BUILD_DIR} were made for ${reason}: they will be rendered afresh.`);
  }
  return readStamp(buildDir)?.lastChangeId ?? null;
}
