import { z } from "zod";
import { EXPORTED, type ExportShape } from "@/lib/database/entity-registry";
import { checkRelations } from "./relations";

/**
 * The export file: the site's content in the domain schemas' JSON shapes, the same the REST API
 * exchanges, each item with its id (lib/site-data/items.ts). Ids are kept on import, so relations (a
 * topic's category), cache tags and API addresses stay what they were, and an export of the imported
 * site equals the file it came from. Timestamps are not content and are not kept: imported rows are
 * new versions. Strict: a field no schema knows is refused, never dropped silently. Its lists are the
 * entity registry's (lib/database/entity-registry.ts), in its order.
 */
export const SITE_DATA_FORMAT = "bursa-ip-site-export";
export const SITE_DATA_VERSION = 1;

/** What tells the file apart from any other JSON: checked first, so a foreign file gets one clear line, not 100. */
export const siteDataHeadSchema = z.object({
  format: z.literal(SITE_DATA_FORMAT, `not a ${SITE_DATA_FORMAT} file`),
  version: z.literal(SITE_DATA_VERSION, `this site reads version ${SITE_DATA_VERSION} of the file`),
});

const lists = Object.fromEntries(EXPORTED.map((entry) => [entry.export.key, entry.export.schema])) as ExportShape;

export const siteDataSchema = z
  .strictObject({
    ...siteDataHeadSchema.shape,
    /** When the file was written: the one line two exports of the same data differ in. */
    exportedAt: z.iso.datetime("not an ISO 8601 time in UTC (e.g. 2026-01-02T03:04:05.000Z)"),
    ...lists,
  })
  .superRefine(checkRelations);

export type SiteData = z.output<typeof siteDataSchema>;
