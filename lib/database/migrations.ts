import { createHash, randomUUID } from "node:crypto";
import { readdirSync, readFileSync, existsSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { openClient, parseDatabaseUrl } from "./connection";

/**
 * Applies the hand-written SQL migrations in prisma/migrations (Prisma's folder layout) and records
 * them in `_prisma_migrations` exactly as `prisma migrate deploy` would, so the two can take turns.
 */
export const MIGRATIONS_DIR = path.join(process.cwd(), "prisma", "migrations");

/** Any fixed 64-bit number, the same for every instance of the app. */
const ADVISORY_LOCK_KEY = 72_616_231_904_117n;

export interface Migration {
  name: string;
  sql: string;
  /** sha256 of the file, hex: what Prisma stores and compares. */
  checksum: string;
}

export class MigrationError extends Error {
  constructor(
    readonly migrationName: string,
    readonly cause: unknown,
  ) {
    super(
      `Migration ${migrationName} failed and was rolled back: ${cause instanceof Error ? cause.message : String(cause)}`,
    );
    this.name = "MigrationError";
  }
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, "migration.sql")))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const bytes = readFileSync(path.join(dir, name, "migration.sql"));
      return { name, sql: bytes.toString("utf8"), checksum: createHash("sha256").update(bytes).digest("hex") };
    });
}

const CREATE_HISTORY_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

interface HistoryRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
}

export interface MigrateOptions {
  dir?: string;
  log?: (line: string) => void;
}

/** Applies every pending migration in order, each in its own transaction; returns their names. */
export async function migrate(databaseUrl: string, options: MigrateOptions = {}): Promise<string[]> {
  const log = options.log ?? (() => {});
  const migrations = readMigrations(options.dir);
  const client = await openClient(databaseUrl);
  try {
    // Held for the whole run, so a second instance starting at the same moment waits, then finds
    // nothing left to apply.
    await client.query("SELECT pg_advisory_lock($1)", [ADVISORY_LOCK_KEY.toString()]);
    await client.query(`CREATE SCHEMA IF NOT EXISTS "${parseDatabaseUrl(databaseUrl).schema}"`);
    await client.query(CREATE_HISTORY_TABLE);
    const history = await readHistory(client);
    const applied: string[] = [];
    for (const migration of migrations) {
      const previous = history.get(migration.name);
      if (previous) {
        if (previous.checksum !== migration.checksum) {
          log(`warning: ${migration.name} was changed after it was applied (checksum differs)`);
        }
        continue;
      }
      await applyOne(client, migration);
      log(`applied ${migration.name}`);
      applied.push(migration.name);
    }
    return applied;
  } finally {
    await client.query("SELECT pg_advisory_unlock_all()").catch(() => {});
    await client.end();
  }
}

async function readHistory(client: pg.Client): Promise<Map<string, HistoryRow>> {
  const { rows } = await client.query<HistoryRow>(
    `SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL`,
  );
  const unfinished = rows.find((row) => row.finished_at === null);
  if (unfinished) {
    // Left by a failed `prisma migrate deploy`: Prisma refuses to go on too (P3009).
    throw new MigrationError(
      unfinished.migration_name,
      new Error("it is recorded as started but never finished; resolve it first"),
    );
  }
  return new Map(rows.map((row) => [row.migration_name, row]));
}

async function applyOne(client: pg.Client, migration: Migration): Promise<void> {
  try {
    await client.query("BEGIN");
    await client.query(migration.sql);
    await client.query(
      `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, started_at, applied_steps_count)
       VALUES ($1, $2, now(), $3, now(), 1)`,
      [randomUUID(), migration.checksum, migration.name],
    );
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw new MigrationError(migration.name, error);
  }
}
