import { cacheTags } from "@/lib/cache-tags";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { onChange, type ChangeEvent } from "@/lib/database/change-events";
import { findMaintenanceSettings } from "./queries";
import type { MaintenanceSettings } from "./schema";

/**
 * Whether the site is in maintenance, held in this process's memory (issue 10): the proxy asks on
 * every request and must not query the database for it. It is loaded at start and again whenever
 * a maintenance change is heard of; if the database cannot be reached, the last known state stays
 * (the spec's local fallback, kept on the server). Kept on globalThis: the proxy and the pages are
 * bundled apart but run in one process.
 */
const holder = globalThis as typeof globalThis & { maintenanceState?: MaintenanceSettings | null; maintenanceReload?: Promise<unknown> };

/** The last known settings; null before the first load. */
export const knownMaintenance = (): MaintenanceSettings | null => holder.maintenanceState ?? null;

export const isInMaintenance = (): boolean => knownMaintenance()?.isActive === true;

/** Reads the settings again; keeps the last known ones when the database does not answer. */
export function reloadMaintenance(db?: PrismaClient): Promise<MaintenanceSettings | null> {
  const reload = (async () => {
    try {
      holder.maintenanceState = await findMaintenanceSettings(db);
    } catch (error) {
      console.error("Maintenance: the settings could not be read; keeping the last known state", error);
    }
    return knownMaintenance();
  })();
  holder.maintenanceReload = reload;
  return reload;
}

/**
 * Resolves once the state reflects every maintenance change heard so far: a browser told of one
 * loads the page again, and must not reach the proxy before this instance knows.
 */
export async function maintenanceSettled(): Promise<void> {
  await holder.maintenanceReload;
}

/**
 * Whether a change touched the maintenance settings: every write of them names the maintenance tag,
 * a settings save as much as an import that brings them with the whole site.
 */
export const changesMaintenance = (event: Pick<ChangeEvent, "tags">): boolean => event.tags.includes(cacheTags.maintenance);

/** Follows every maintenance change from now on, and loads the state (the server serves once it is known). */
export async function followMaintenance(): Promise<() => void> {
  const unsubscribe = onChange((event) => {
    if (changesMaintenance(event)) void reloadMaintenance();
  });
  await reloadMaintenance();
  return unsubscribe;
}
