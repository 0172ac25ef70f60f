import { EXPORTED, ROW_LISTS, type RowListKey } from "@/lib/database/entity-registry";
import type { DbTransaction } from "@/lib/db";
import { Prisma, type PrismaClient } from "@/lib/generated/prisma/client";
import { SITE_DATA_FORMAT, SITE_DATA_VERSION, siteDataSchema, type SiteData } from "./document";
import { describeProblems } from "./parse";

/**
 * `npm run db:export`: the site's content as one document (lib/site-data/document.ts), every list of
 * the entity registry; what it leaves out, and why, is the registry's NOT_EXPORTED. Every list is by
 * id, and each item's fields in its schema's order, so two exports of the same data are the same text
 * but for `exportedAt`.
 */

/**
 * The content in one snapshot (repeatable read): a write made meanwhile is in the file whole, or not
 * at all. One list after another: a transaction is one connection, which runs one query at a time
 * (pg deprecates queueing a second while the first runs), so reading them at once gains nothing.
 */
async function readContent(tx: DbTransaction): Promise<Record<string, unknown>> {
  const content: Record<string, unknown> = {};
  for (const entry of EXPORTED) content[entry.export.key] = await entry.export.read(tx);
  return content;
}

/**
 * Reads the site's content as an export document. The document passes the import's own schema (its
 * output lists each item's fields in the schema's order): a database holding what a file cannot
 * carry is told now, not when the file is imported.
 */
export async function readSiteData(db: PrismaClient, exportedAt: Date = new Date()): Promise<SiteData> {
  const isolationLevel = Prisma.TransactionIsolationLevel.RepeatableRead;
  const content = await db.$transaction(readContent, { isolationLevel });
  const head = { format: SITE_DATA_FORMAT, version: SITE_DATA_VERSION, exportedAt: exportedAt.toISOString() };
  const parsed = siteDataSchema.safeParse({ ...head, ...content });
  if (!parsed.success) {
    const problems = describeProblems(parsed.error).join("\n");
    throw new Error(`The database holds what an export file cannot carry:\n${problems}`);
  }
  return parsed.data;
}

/** The file's text: two-space indented JSON, ending in a newline. */
export const serializeSiteData = (data: SiteData): string => `${JSON.stringify(data, null, 2)}\n`;

/** How many items each list of rows holds, by list (the audit log's record of an export). */
export const siteDataCounts = (data: Pick<SiteData, RowListKey>): Record<string, number> =>
  Object.fromEntries(ROW_LISTS.map((list) => [list.key, data[list.key].length]));

/** How many items each list of rows holds ("3 languages, 12 categories, …"), for the commands' reports. */
export function describeCounts(data: Pick<SiteData, RowListKey>): string {
  return ROW_LISTS.map((list) => `${data[list.key].length} ${list.label}`).join(", ");
}
