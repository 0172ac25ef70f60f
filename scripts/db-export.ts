import { writeFileSync } from "node:fs";
import { createPrismaClient } from "@/lib/db";
import { describeCounts, readSiteData, serializeSiteData, siteDataCounts } from "@/lib/site-data/export";
import { fileSizeProblem, itemCountProblems } from "@/lib/site-data/limits";
import { systemActor } from "@/lib/auth/actor";
import { recordExport } from "@/lib/audit-log/request-entries";
import { requireDatabaseUrl, runCli } from "./cli";

const USAGE = "Usage: npm run db:export [-- FILE]   (the JSON goes to standard output without a file)";

/**
 * `npm run db:export [-- file]`: the site's content (languages, categories, topics, team members,
 * media files, interface translations, maintenance settings) as one JSON file; `npm run db:import` restores it.
 * Without a file the JSON goes to stdout and the report to stderr, so the output can be piped.
 */
runCli(async () => {
  const args = process.argv.slice(2);
  if (args.length > 1 || args[0]?.startsWith("-")) throw new Error(USAGE);
  const [file] = args;
  const db = createPrismaClient(requireDatabaseUrl());
  try {
    const data = await readSiteData(db);
    const text = serializeSiteData(data);
    await recordExport(db, systemActor("db:export"), {
      entity: "siteData",
      details: { counts: siteDataCounts(data), ...(file ? { file } : {}) },
    });
    if (file) writeFileSync(file, text);
    else process.stdout.write(text);
    console.error(`Exported ${describeCounts(data)} and the maintenance settings${file ? ` to ${file}` : ""}.`);
    // Told now, not when a restore is needed: npm run db:import refuses a file past its limits.
    // The media library's files make the file large: its size is a limit of the import too.
    const problems = [fileSizeProblem(Buffer.byteLength(text)), ...itemCountProblems(data)];
    for (const problem of problems.filter(Boolean))
      console.error(`Warning: npm run db:import will refuse it: ${problem}.`);
  } finally {
    await db.$disconnect();
  }
});
