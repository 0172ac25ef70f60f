import { randomBytes } from "node:crypto";
import type pg from "pg";
import { afterAll, beforeAll, beforeEach, inject } from "vitest";
import { openClient } from "@/lib/database/connection";
import { migrate } from "@/lib/database/migrations";
import { createPrismaClient } from "@/lib/db";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { insertLanguage } from "./fixtures";

/** A schema of its own for one test file: migrated, with a Prisma client and a raw client on it. */
export interface TestDatabase {
  url: string;
  schema: string;
  db: PrismaClient;
  sql: pg.Client;
  drop(): Promise<void>;
}

export function serverUrl(): string {
  // The embedded server runs one query at a time: clients made here use a pool of one (lib/db.ts).
  if (inject("databaseEmbedded")) process.env.DATABASE_EMBEDDED = "1";
  return inject("databaseUrl");
}

export const isEmbeddedServer = (): boolean => inject("databaseEmbedded");

export function urlForSchema(schema: string): string {
  const url = new URL(serverUrl());
  url.searchParams.set("schema", schema);
  return url.toString();
}

export function newSchemaName(): string {
  return `test_${randomBytes(6).toString("hex")}`;
}

export async function createTestDatabase(options: { migrated?: boolean } = {}): Promise<TestDatabase> {
  const schema = newSchemaName();
  const url = urlForSchema(schema);
  if (options.migrated !== false) await migrate(url);
  const db = createPrismaClient(url);
  const sql = await openClient(url);
  return {
    url,
    schema,
    db,
    sql,
    async drop() {
      await db.$disconnect();
      await sql.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await sql.end();
    },
  };
}

/**
 * For a test file about content: a migrated schema of its own, emptied before each test (change
 * records included) and given these languages (the first is the default). Filled in by beforeAll,
 * so use it inside tests.
 */
export function contentTestDatabase(languageCodes: string[]): TestDatabase {
  const t = {} as TestDatabase;
  beforeAll(async () => {
    Object.assign(t, await createTestDatabase());
  });
  afterAll(() => t.drop());
  beforeEach(async () => {
    await t.sql.query(`TRUNCATE "Language", "Change", "Revision", "PreviewLink", "Redirect" RESTART IDENTITY CASCADE`);
    for (const [index, code] of languageCodes.entries())
      await insertLanguage(t.db, code, { isDefault: index === 0, order: index + 1 });
  });
  return t;
}
