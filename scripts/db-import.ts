import { systemActor } from "@/lib/auth/actor";
import { refreshOutsideNext } from "@/lib/database/cache-refresh";
import { describeUnreachable, parseDatabaseUrl } from "@/lib/database/connection";
import { write } from "@/lib/database/write";
import { createPrismaClient, schemaOf } from "@/lib/db";
import type { SiteData } from "@/lib/site-data/document";
import { describeCounts } from "@/lib/site-data/export";
import { describeImportFailure, IN_THE_WAY_FIELD, importSiteData } from "@/lib/site-data/import";
import { readSiteDataFile } from "@/lib/site-data/parse";
import { requireDatabaseUrl, runCli } from "./cli";

const USAGE = "Usage: npm run db:import -- FILE   (a file written by npm run db:export, into an empty database)";

/**
 * `npm run db:import -- file`: restores an export into an empty, migrated database in one
 * transaction through the write path. The file is checked whole first (its size before it is read,
 * its lists' lengths before their items: lib/site-data/limits.ts): a refused one is described by its
 * first problems, and nothing is written. A write the database did not finish is told in words.
 */
runCli(async () => {
  const args = process.argv.slice(2);
  if (args.length !== 1 || args[0]!.startsWith("-")) throw new Error(USAGE);
  const file = args[0]!;
  const parsed = readSiteDataFile(file);
  if (!parsed.ok)
    throw new Error(`${file} was not imported:\n${parsed.problems.map((problem) => `  ${problem}`).join("\n")}`);
  const reason = await importInto(requireDatabaseUrl(), parsed.data);
  if (reason) throw new Error(`${file} was not imported: ${reason}`);
  console.log(`Imported ${describeCounts(parsed.data)} and the maintenance settings from ${file}.`);
});

/** Why the database refused or did not finish the import, or undefined once it is written. */
async function importInto(url: string, data: SiteData): Promise<string | undefined> {
  const db = createPrismaClient(url);
  try {
    const result = await write(systemActor("db:import"), importSiteData(data, schemaOf(db)), {
      refresh: refreshOutsideNext,
      db,
    });
    if (result.ok) return undefined;
    return result.fieldErrors[IN_THE_WAY_FIELD] ?? `${result.error} ${JSON.stringify(result.fieldErrors)}`;
  } catch (error) {
    // A database that cannot be reached is told as every command tells it (cli.ts).
    if (describeUnreachable(error, parseDatabaseUrl(url))) throw error;
    return describeImportFailure(error);
  } finally {
    await db.$disconnect();
  }
}
