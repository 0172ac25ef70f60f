import { createHash } from "node:crypto";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { openClient } from "@/lib/database/connection";
import { migrate, MigrationError, MIGRATIONS_DIR, readMigrations } from "@/lib/database/migrations";
import { runScript } from "../helpers/run-script";
import { isEmbeddedServer, newSchemaName, urlForSchema } from "../helpers/test-database";

const schemas: string[] = [];
function freshUrl() {
  const schema = newSchemaName();
  schemas.push(schema);
  return urlForSchema(schema);
}

async function query<T extends object>(url: string, statement: string): Promise<T[]> {
  const client = await openClient(url);
  try {
    return (await client.query<T>(statement)).rows;
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  const client = await openClient(urlForSchema("public"));
  for (const schema of schemas) await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await client.end();
});

describe("migrate", () => {
  it("applies every migration once and records it as Prisma does; a second run is a no-op", async () => {
    const url = freshUrl();
    const names = readMigrations().map((m) => m.name);
    expect(await migrate(url)).toEqual(names);
    expect(await migrate(url)).toEqual([]);

    const history = await query<{
      migration_name: string;
      checksum: string;
      finished_at: Date | null;
      applied_steps_count: number;
    }>(
      url,
      `SELECT migration_name, checksum, finished_at, applied_steps_count FROM "_prisma_migrations" ORDER BY migration_name`,
    );
    expect(history.map((row) => row.migration_name)).toEqual(names);
    for (const row of history) {
      const file = readFileSync(path.join(MIGRATIONS_DIR, row.migration_name, "migration.sql"));
      expect(row.checksum).toBe(createHash("sha256").update(file).digest("hex"));
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.applied_steps_count).toBe(1);
    }
  });

  it.runIf(!isEmbeddedServer())("applies each migration exactly once when two processes start together", async () => {
    const url = freshUrl();
    const [first, second] = await Promise.all([
      runScript("db-migrate.ts", [], { DATABASE_URL: url }),
      runScript("db-migrate.ts", [], { DATABASE_URL: url }),
    ]);
    expect([first.code, second.code]).toEqual([0, 0]);
    const output = first.stdout + second.stdout;
    expect(output).toContain("No pending migrations.");
    const history = await query<{ migration_name: string }>(url, `SELECT migration_name FROM "_prisma_migrations"`);
    expect(history).toHaveLength(readMigrations().length);
  });
});

describe("a failing migration", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "migrations-"));
    cpSync(MIGRATIONS_DIR, dir, { recursive: true });
    mkdirSync(path.join(dir, "29990101000000_broken"));
    writeFileSync(
      path.join(dir, "29990101000000_broken", "migration.sql"),
      `CREATE TABLE "HalfDone" (id INTEGER);\nINSERT INTO "NoSuchTable" VALUES (1);\n`,
    );
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("rolls back, names its folder, and leaves earlier migrations applied", async () => {
    const url = freshUrl();
    const error = await migrate(url, { dir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MigrationError);
    expect((error as MigrationError).migrationName).toBe("29990101000000_broken");
    const tables = await query<{ table_name: string }>(
      url,
      `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()`,
    );
    expect(tables.map((row) => row.table_name)).toContain("Language");
    expect(tables.map((row) => row.table_name)).not.toContain("HalfDone");
    const history = await query<{ migration_name: string }>(url, `SELECT migration_name FROM "_prisma_migrations"`);
    expect(history.map((row) => row.migration_name)).not.toContain("29990101000000_broken");
  });

  it("makes `npm run db:migrate` exit non-zero with the folder's name", async () => {
    const result = await runScript("db-migrate.ts", ["--dir", dir], { DATABASE_URL: freshUrl() });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("29990101000000_broken");
    expect(result.stderr).toContain("NoSuchTable");
  });
});

it("reports an unreachable database in one line naming host and port", async () => {
  const result = await runScript("db-migrate.ts", [], { DATABASE_URL: "postgresql://postgres@127.0.0.1:9/nowhere" });
  expect(result.code).toBe(1);
  expect(result.stderr.trim().split("\n")).toEqual([expect.stringContaining("127.0.0.1:9")]);
  expect(result.stderr).not.toMatch(/\n\s+at /);
});
