import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readColumns, readForeignKeys, readIndexes } from "../helpers/schema-introspection";
import {
  describeIndexes,
  expectedColumns,
  expectedForeignKeys,
  expectedIndexes,
  readSchemaDmmf,
} from "../helpers/schema-expectations";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";

/** The migrations, applied to an empty schema, produce exactly what prisma/schema.prisma describes. */
let t: TestDatabase;
let dmmf: Awaited<ReturnType<typeof readSchemaDmmf>>;
beforeAll(async () => {
  t = await createTestDatabase();
  dmmf = await readSchemaDmmf();
});
afterAll(() => t.drop());

const byKey = <T extends { table: string }>(rows: T[], key: (row: T) => string) =>
  [...rows].sort((a, b) => key(a).localeCompare(key(b)));

describe("migrations match schema.prisma", () => {
  it("has every model's table and no other", async () => {
    const tables = new Set((await readColumns(t.sql)).map((c) => c.table));
    expect([...tables].sort()).toEqual(dmmf.datamodel.models.map((m) => m.dbName ?? m.name).sort());
  });

  it("has every column with its type, nullability and default, and no other", async () => {
    const key = (c: { table: string; column: string }) => `${c.table}.${c.column}`;
    expect(byKey(await readColumns(t.sql), key)).toEqual(byKey(expectedColumns(dmmf), key));
  });

  it("has every primary key, unique constraint and index", async () => {
    expect(describeIndexes(await readIndexes(t.sql)).sort()).toEqual(expectedIndexes(dmmf).sort());
  });

  it("has every foreign key with its columns and actions", async () => {
    const key = (fk: { table: string; columns: string[] }) => `${fk.table}(${fk.columns.join(",")})`;
    expect(byKey(await readForeignKeys(t.sql), key)).toEqual(byKey(expectedForeignKeys(dmmf), key));
  });
});
