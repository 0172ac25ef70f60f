import { cacheTags } from "@/lib/cache-tags";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { ChangeEvent } from "@/lib/database/change-events";
import { heldValue } from "@/lib/live/held-value";
import { findMaintenanceSettings } from "./queries";
import type { MaintenanceSettings } from "./schema";

/**
 * Whether the site is in maintenance, held in this process's memory: the proxy asks on
 * every request and must not query the database for it (lib/live/held-value.ts). If the database
 * cannot be reached, the last known state stays (the spec's local fallback, kept on the server);
 * never read at all, the state is unknown, not "off".
 */
const maintenance = heldValue<MaintenanceSettings>(
  "Maintenance settings",
  cacheTags.maintenance,
  findMaintenanceSettings,
);

/** The last known settings; null before the first load. */
export const knownMaintenance = (): MaintenanceSettings | null => maintenance.known();

export const isInMaintenance = (): boolean => knownMaintenance()?.isActive === true;

/**
 * Whether this server has not yet read the mode (its database was away since it started): public
 * pages are then not served as if it were off. It is read again every few seconds until known.
 */
export const maintenanceUnknown = (): boolean => knownMaintenance() === null;

/** Reads the settings again; keeps the last known ones when the database does not answer. */
export const reloadMaintenance = (db?: PrismaClient): Promise<MaintenanceSettings | null> => maintenance.reload(db);

/**
 * Resolves once the state reflects every maintenance change heard so far: a browser told of one
 * loads the page again, and must not reach the proxy before this instance knows.
 */
export const maintenanceSettled = (): Promise<void> => maintenance.settled();

/**
 * Whether a change touched the maintenance settings: every write of them names the maintenance tag,
 * a settings save as much as an import that brings them with the whole site.
 */
export const changesMaintenance = (event: Pick<ChangeEvent, "tags">): boolean => maintenance.changedBy(event);

/** Follows every maintenance change from now on, and loads the state (the server serves once it is known). */
export const followMaintenance = (): Promise<() => void> => maintenance.follow();
