import { db } from "@/lib/db";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { FIRM_DEFAULTS, firmTextSchema, registrationSchema, WEEKDAYS, type FirmSettings, type Weekday } from "./schema";
import { z } from "zod";

type FirmClient = Pick<PrismaClient, "firmSettings">;

const storedTexts = z.record(z.string(), firmTextSchema).catch({});
const storedRegistrations = z.array(registrationSchema).catch([]);
const isWeekday = (day: string): day is Weekday => (WEEKDAYS as readonly string[]).includes(day);

/** The single record (id 1); the shipped defaults while the firm has saved none. */
export async function findFirmSettings(client: FirmClient = db): Promise<FirmSettings> {
  const row = await client.firmSettings.findUnique({ where: { id: 1 }, omit: { id: true } });
  if (!row) return { ...FIRM_DEFAULTS, updatedAt: new Date(0) };
  return {
    ...row,
    openDays: row.openDays.filter(isWeekday),
    registrations: storedRegistrations.parse(row.registrations),
    texts: storedTexts.parse(row.texts),
  };
}

/** The settings with who changed them last and when (the change records say who). */
export async function findFirmSettingsForAdmin() {
  const [settings, lastChange] = await Promise.all([
    findFirmSettings(),
    db.change.findFirst({
      where: { entity: "firmSettings" },
      orderBy: { id: "desc" },
      select: { actor: true, createdAt: true },
    }),
  ]);
  return { settings, lastChange };
}
