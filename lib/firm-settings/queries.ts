import { db } from "@/lib/db";
import { lastChangeOf } from "@/lib/database/change-log";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { FIRM_DEFAULTS, firmTextSchema, registrationSchema, WEEKDAYS, type FirmSettings, type Weekday } from "./schema";
import { z } from "zod";

type FirmClient = Pick<PrismaClient, "firmSettings">;

const storedTexts = z.record(z.string(), firmTextSchema).catch({});
const storedRegistrations = z.array(registrationSchema).catch([]);
const isWeekday = (day: string): day is Weekday => (WEEKDAYS as readonly string[]).includes(day);

/** The single record (id 1) as the firm saved it, or null while it has saved none. */
export async function findSavedFirmSettings(client: FirmClient = db): Promise<FirmSettings | null> {
  const row = await client.firmSettings.findUnique({ where: { id: 1 }, omit: { id: true } });
  if (!row) return null;
  return {
    ...row,
    openDays: row.openDays.filter(isWeekday),
    registrations: storedRegistrations.parse(row.registrations),
    texts: storedTexts.parse(row.texts),
  };
}

/** The firm's settings: the saved ones, else the shipped defaults. */
export async function findFirmSettings(client: FirmClient = db): Promise<FirmSettings> {
  return (await findSavedFirmSettings(client)) ?? { ...FIRM_DEFAULTS, updatedAt: new Date(0) };
}

/** The settings with who changed them last and when (the change records say who). */
export async function findFirmSettingsForAdmin() {
  const [settings, lastChange] = await Promise.all([findFirmSettings(), lastChangeOf(db, "firmSettings")]);
  return { settings, lastChange };
}
