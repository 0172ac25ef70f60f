import { cacheBackendStatus } from "@/lib/cache/backend-status.mjs";
import { version } from "@/package.json";
import type { ChangeListener } from "@/lib/database/change-listener";
import { databaseSilent } from "@/lib/database/silence";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { isInMaintenance } from "@/lib/maintenance/live-state";
import { reportDatabaseReachability } from "@/lib/site/database-state.mjs";

/**
 * What `/api/health` reports: whether this instance can serve. It answers
 * during maintenance too (a load balancer must not take the instances away), and says so.
 */
export interface Health {
  status: "ok" | "unavailable";
  database: "up" | "down";
  /** The instance's one LISTEN connection: "down" means open pages and the cache miss other writers' changes until it is back. */
  changeListener: "up" | "down" | "off";
  maintenance: boolean;
  /**
   * Where pages and data are cached: "local" (this process), or Redis, shared, and whether it answers.
   * "degraded": Redis is away or frozen, and skipped until it answers again: pages render uncached meanwhile.
   */
  cache: { backend: "local" | "redis"; status: "ok" | "degraded"; reachable: boolean };
  /** The app's version (package.json): which release this instance runs. */
  version: string;
  /** Seconds since this process started. */
  uptimeSeconds: number;
}

const holder = globalThis as typeof globalThis & { changeListener?: ChangeListener };

/** Called once at start (instrumentation.ts). */
export const rememberListener = (listener: ChangeListener): ChangeListener => {
  holder.changeListener = listener;
  // Its one connection is the quickest sign the database is away, refusing or silent (its heartbeat
  // notices that): the server entry answers 503 then, and so does the API.
  reportDatabaseReachability(() => listener.connected() && !databaseSilent());
  return listener;
};

export async function checkHealth(db: PrismaClient): Promise<Health> {
  const database = await db.$queryRaw`SELECT 1`.then(
    () => "up" as const,
    () => "down" as const,
  );
  const listener = holder.changeListener;
  const cache = cacheBackendStatus();
  return {
    status: database === "up" ? "ok" : "unavailable",
    database,
    changeListener: !listener ? "off" : listener.connected() ? "up" : "down",
    maintenance: isInMaintenance(),
    cache: { backend: cache.backend, status: cache.reachable ? "ok" : "degraded", reachable: cache.reachable },
    version,
    uptimeSeconds: Math.floor(process.uptime()),
  };
}
