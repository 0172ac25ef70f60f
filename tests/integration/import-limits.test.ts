import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schemaOf } from "@/lib/db";
import { importSiteData } from "@/lib/site-data/import";
import { MAX_IMPORT_FILE_BYTES, MAX_IMPORT_ITEMS } from "@/lib/site-data/limits";
import { readSiteDataFile } from "@/lib/site-data/parse";
import { largeSiteFile } from "../helpers/large-site-file";
import { runScript } from "../helpers/run-script";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";
import { writeTo } from "../helpers/write";

/**
 * `npm run db:import` of files too large for one import: refused early, in bounded time and memory,
 * in words naming the limit; and a file at the limit imports within the write path's time.
 */
const run = randomBytes(4).toString("hex");
const databases: TestDatabase[] = [];
let folder: string;

async function emptyDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  databases.push(database);
  return database;
}

beforeAll(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), "ipsite-import-limits-"));
});
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  for (const database of databases) await database.drop();
});

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

describe("an import past its limits", () => {
  it(
    "refuses 200,000 translations by their count, in seconds and megabytes, in words and never Prisma's",
    { timeout: 120_000 },
    async () => {
      const file = path.join(folder, "translations-200k.json");
      writeFileSync(file, largeSiteFile(200_000, run));

      global.gc?.();
      const before = process.memoryUsage();
      const started = performance.now();
      const parsed = readSiteDataFile(file);
      const seconds = (performance.now() - started) / 1000;
      const after = process.memoryUsage();
      console.log(
        `200,000 translations refused in ${seconds.toFixed(2)} s; RSS +${megabytes(after.rss - before.rss)} MB, heap +${megabytes(after.heapUsed - before.heapUsed)} MB`,
      );
      expect(parsed).toEqual({
        ok: false,
        problems: [
          `translations: the file holds 200,000; an import takes at most ${MAX_IMPORT_ITEMS.translations.toLocaleString("en-US")}`,
        ],
      });
      // Checking each item first took a minute and 2-3 GB (most of it in the write that then failed).
      expect(seconds).toBeLessThan(10);
      expect(after.rss - before.rss).toBeLessThan(400 * 1024 * 1024);

      const target = await emptyDatabase();
      const command = await runScript("db-import.ts", [file], { DATABASE_URL: target.url });
      expect(command).toMatchObject({
        code: 1,
        stdout: "",
        stderr: `${file} was not imported:\n  translations: the file holds 200,000; an import takes at most 5,000\n`,
      });
      expect(await target.db.translation.count()).toBe(0);
    },
  );

  it("refuses a file past the size limit by its size, before reading it", async () => {
    const file = path.join(folder, "huge.json");
    writeFileSync(file, " ".repeat(MAX_IMPORT_FILE_BYTES + 1024 * 1024));
    expect(readSiteDataFile(file)).toEqual({
      ok: false,
      problems: ["the file is 257.0 MB; an import reads at most 256.0 MB"],
    });
  });
});

describe("an import at its limits", () => {
  it("writes 5,000 translations within the time one write may take", { timeout: 120_000 }, async () => {
    const file = path.join(folder, "translations-5k.json");
    writeFileSync(file, largeSiteFile(MAX_IMPORT_ITEMS.translations, run));
    const parsed = readSiteDataFile(file);
    if (!parsed.ok) throw new Error(parsed.problems.join("\n"));
    const target = await emptyDatabase();
    const started = performance.now();
    const result = await writeTo(target.db, importSiteData(parsed.data, schemaOf(target.db)));
    console.log(`5,000 translations imported in ${((performance.now() - started) / 1000).toFixed(2)} s`);
    expect(result).toMatchObject({ ok: true, value: { languages: 2, translations: 5_000 } });
    expect(await target.db.translation.count()).toBe(5_000);
  });

  it(
    "is told in words when the database does not finish it in time, nothing written",
    { timeout: 120_000 },
    async () => {
      const file = path.join(folder, "translations-small.json");
      writeFileSync(file, largeSiteFile(10, run));
      const target = await emptyDatabase();
      // Another session holds the table, as a long-running maintenance job would: the import waits past its time.
      const blocker = new pg.Client({ connectionString: target.url.replace(/\?.*$/, "") });
      await blocker.connect();
      try {
        await blocker.query("BEGIN");
        await blocker.query(`LOCK TABLE "${target.schema}"."Translation" IN ACCESS EXCLUSIVE MODE`);
        // A statement's time limit of 2 s instead of 30 s: the same refusal, sooner.
        const command = await runScript("db-import.ts", [file], {
          DATABASE_URL: target.url,
          DATABASE_STATEMENT_TIMEOUT_MS: "2000",
        });
        expect(command).toMatchObject({ code: 1, stdout: "" });
        expect(command.stderr).toBe(
          `${file} was not imported: the database did not finish the import in the time one write may take, so nothing was written; import a smaller file, or try again when the database is less busy\n`,
        );
      } finally {
        await blocker.query("ROLLBACK");
        await blocker.end();
      }
      expect(await target.db.language.count()).toBe(0);
    },
  );
});
