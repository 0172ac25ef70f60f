import { defineConfig } from "prisma/config";

// Runtime queries go through @prisma/adapter-pg (lib/db.ts); this file only serves the CLI
// (`prisma generate`, `validate`, `format`). Migrations are applied by scripts/db-migrate.ts.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres" },
});
