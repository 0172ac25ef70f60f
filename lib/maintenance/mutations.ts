import { cacheTags } from "@/lib/cache-tags";
import type { WriteOperation } from "@/lib/database/write";
import { maintenanceSchema } from "./schema";

/** Writes the single maintenance record (created with these settings when missing). */
export function saveMaintenanceSettings(
  input: unknown,
  version?: { updatedAt: Date },
): WriteOperation<typeof maintenanceSchema, null> {
  return {
    entity: "maintenance",
    action: "update",
    schema: maintenanceSchema,
    input,
    row: version && { id: 1, updatedAt: version.updatedAt },
    async apply(tx, data) {
      await tx.maintenanceSettings.upsert({ where: { id: 1 }, create: { id: 1, ...data }, update: data });
      return { id: 1, value: null, languages: [], tags: [cacheTags.maintenance] };
    },
  };
}
