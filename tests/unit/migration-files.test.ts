import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { MIGRATIONS_DIR, readMigrations } from "@/lib/database/migrations";

it("reads migrations in Prisma's layout, in name order, with sha256 checksums of the files", () => {
  const migrations = readMigrations();
  expect(migrations.length).toBeGreaterThan(0);
  expect(migrations.map((m) => m.name)).toEqual([...migrations.map((m) => m.name)].sort());
  for (const migration of migrations) {
    expect(migration.name).toMatch(/^\d{14}_[a-z0-9_]+$/);
    const bytes = readFileSync(path.join(MIGRATIONS_DIR, migration.name, "migration.sql"));
    expect(migration.checksum).toBe(createHash("sha256").update(bytes).digest("hex"));
  }
  expect(readFileSync(path.join(MIGRATIONS_DIR, "migration_lock.toml"), "utf8")).toContain('provider = "postgresql"');
});
