import { readFileSync } from "node:fs";
import { systemActor } from "@/lib/auth/actor";
import { refreshOutsideNext } from "@/lib/database/cache-refresh";
import { write } from "@/lib/database/write";
import { createPrismaClient, schemaOf } from "@/lib/db";
import { describeCounts } from "@/lib/site-data/export";
import { IN_THE_WAY_FIELD, importSiteData } from "@/lib/site-data/import";
import { parseSiteData } from "@/lib/site-data/parse";
import { requireDatabaseUrl, runCli } from "./cli";

const USAGE = "Usage: npm run db:import -- FILE   (a file written by npm run db:export, into an empty database)";

/**
 * `npm run db:import -- file`: restores an export into an empty, migrated database in one
 * transaction through the write path. The file is checked whole first: a refused one is described by
 * its first problems, and nothing is written.
 */
runCli(async () => {
  const args = process.argv.slice(2);
  if (args.length !== 1 || args[0]!.startsWith("-")) throw new Error(USAGE);
  const file = args[0]!;
  const parsed = parseSiteData(readFileSync(file, "utf8"));
  if (!parsed.ok)
    throw new Error(`${file} was not imported:\n${parsed.problems.map((problem) => `  ${problem}`).join("\n")}`);
  const db = createPrismaClient(requireDatabaseUrl());
  try {
    const result = await write(systemActor("db:import"), importSiteData(parsed.data, schemaOf(db)), {
      refresh: refreshOutsideNext,
      db,
    });
    if (!result.ok)
      throw new Error(
        `${file} was not imported: ${result.fieldErrors[IN_THE_WAY_FIELD] ?? `${result.error} ${JSON.stringify(result.fieldErrors)}`}`,
      );
    console.log(`Imported ${describeCounts(parsed.data)} and the maintenance settings from ${file}.`);
  } finally {
    await db.$disconnect();
  }
});
