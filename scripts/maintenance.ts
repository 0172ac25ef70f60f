import { systemActor } from "@/lib/auth/actor";
import { refreshOutsideNext } from "@/lib/database/cache-refresh";
import { write } from "@/lib/database/write";
import { createPrismaClient } from "@/lib/db";
import { saveMaintenanceSettings } from "@/lib/maintenance/mutations";
import { findMaintenanceSettings } from "@/lib/maintenance/queries";
import { requireDatabaseUrl, runCli } from "./cli";

const USAGE = "Usage: npm run maintenance -- on|off|status [--message TEXT]";

/**
 * `npm run maintenance -- on|off|status [--message …]`: switches maintenance mode from the shell
 * through the write path, so the change record, lastUpdated and the notification every running
 * server listens for happen exactly as from the admin.
 */
runCli(async () => {
  const [command, ...rest] = process.argv.slice(2);
  const messageAt = rest.indexOf("--message");
  const message = messageAt >= 0 ? rest[messageAt + 1] : undefined;
  if (!command || !["on", "off", "status"].includes(command) || (messageAt >= 0 && message === undefined))
    throw new Error(USAGE);
  const db = createPrismaClient(requireDatabaseUrl());
  try {
    const current = await findMaintenanceSettings(db);
    if (command !== "status") {
      const { lastUpdated: _stamped, ...settings } = current;
      const input = { ...settings, isActive: command === "on", ...(message === undefined ? {} : { message }) };
      const result = await write(systemActor("maintenance"), saveMaintenanceSettings(input), {
        refresh: refreshOutsideNext,
        db,
      });
      if (!result.ok)
        throw new Error(
          `Maintenance could not be switched ${command}: ${result.error} ${JSON.stringify(result.fieldErrors)}`,
        );
    }
    const now = await findMaintenanceSettings(db);
    console.log(
      `Maintenance is ${now.isActive ? "ON" : "OFF"} (last updated ${now.lastUpdated.toISOString()}): ${now.title}${now.message ? ` — ${now.message}` : ""}`,
    );
  } finally {
    await db.$disconnect();
  }
});
