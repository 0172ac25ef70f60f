import { z } from "zod";
import { splitBody, versionField } from "@/lib/api/body";
import { readEndpoint, writeEndpoint, type ApiContext } from "@/lib/api/endpoint";
import { requestErrors } from "@/lib/api/errors";
import { json } from "@/lib/api/respond";
import { saveMaintenanceSettings } from "./mutations";
import { findMaintenanceForApi } from "./queries";

/**
 * The maintenance settings of the REST API: GET /api/maintenance (anyone: the public
 * screen shows every field) and PUT /api/maintenance with the domain schema's JSON
 * (lib/maintenance/schema.ts; a field left out takes its default, as PUT replaces) and the updatedAt
 * it read. That version is null only while no record exists; a null one when a record exists is stale.
 */
export function maintenanceEndpoints(context: ApiContext) {
  return {
    GET: readEndpoint(context, async () => json(await findMaintenanceForApi(context.db))),

    PUT: writeEndpoint(context, {
      body: true,
      operation: async ({ body }) => {
        const { envelope, rest } = splitBody(body, { updatedAt: z.union([z.null(), versionField]) });
        if (envelope.updatedAt === null && (await context.db.maintenanceSettings.count()) > 0)
          throw requestErrors.stale();
        return saveMaintenanceSettings(rest, envelope.updatedAt ? { updatedAt: envelope.updatedAt } : undefined);
      },
      respond: async () => json(await findMaintenanceForApi(context.db)),
    }),
  };
}
