import { db } from "@/lib/db";
import { lastChangeOf } from "@/lib/database/change-log";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { MAINTENANCE_DEFAULTS, type MaintenanceSettings, type MaintenanceTexts } from "./schema";

type MaintenanceClient = Pick<PrismaClient, "maintenanceSettings" | "maintenanceText">;

/** The single record (id 1) with every language's texts; the defaults when it is missing. */
export async function findMaintenanceSettings(client: MaintenanceClient = db): Promise<MaintenanceSettings> {
  const [row, texts] = await Promise.all([
    client.maintenanceSettings.findUnique({
      where: { id: 1 },
      select: {
        isActive: true,
        title: true,
        message: true,
        estimatedTime: true,
        contactEmail: true,
        contactPhone: true,
        lastUpdated: true,
      },
    }),
    client.maintenanceText.findMany({ orderBy: { languageCode: "asc" } }),
  ]);
  const byLanguage: MaintenanceTexts = Object.fromEntries(
    texts.map(({ languageCode, ...text }) => [languageCode, text] as const),
  );
  return { ...(row ?? { ...MAINTENANCE_DEFAULTS, lastUpdated: new Date(0) }), texts: byLanguage };
}

/** The settings with who changed them last and when (the change records say who). */
export async function findMaintenanceForAdmin() {
  const [settings, lastChange] = await Promise.all([findMaintenanceSettings(), lastChangeOf(db, "maintenance")]);
  return { settings, lastChange };
}

/**
 * The settings as the REST API answers: every field (the public maintenance screen shows them all)
 * and the version an update must send back, null while no record exists (the first save creates it).
 */
export async function findMaintenanceForApi(client: MaintenanceClient) {
  const { lastUpdated, ...settings } = await findMaintenanceSettings(client);
  return { ...settings, updatedAt: lastUpdated.getTime() === 0 ? null : lastUpdated };
}
