import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { migrate } from "@/lib/database/migrations";
import { openClient } from "@/lib/database/connection";
import { seedDatabase } from "@/lib/database/seed";
import { createPrismaClient } from "@/lib/db";
import { E2E_ADMIN, E2E_SCHEMA } from "@/e2e/constants";
import { describeFailure } from "./cli";

/**
 * The server the end-to-end tests run against: the production build on freshly seeded data, in
 * the `e2e` schema of DATABASE_URL, or in a new embedded database when DATABASE_URL is unset.
 */
async function prepareDatabase(): Promise<Record<string, string>> {
  if (!process.env.DATABASE_URL) {
    return { DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "ip-site-e2e-")) };
  }
  const url = new URL(process.env.DATABASE_URL);
  url.searchParams.set("schema", E2E_SCHEMA);
  const databaseUrl = url.toString();
  const client = await openClient(databaseUrl);
  await client.query(`DROP SCHEMA IF EXISTS "${E2E_SCHEMA}" CASCADE`);
  await client.end();
  await migrate(databaseUrl);
  const db = createPrismaClient(databaseUrl);
  await seedDatabase(db);
  await db.$disconnect();
  return { DATABASE_URL: databaseUrl };
}

async function main() {
  const env = {
    ...process.env,
    ...(await prepareDatabase()),
    AUTH_SECRET: process.env.AUTH_SECRET ?? "e2e-only-secret-e2e-only-secret-e2e-only",
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
  };
  const server = spawn(process.execPath, [path.join("node_modules", "tsx", "dist", "cli.mjs"), "scripts/serve.ts", "start"], { stdio: "inherit", env });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
  server.on("exit", (code) => process.exit(code ?? 0));
}

main().catch((error: unknown) => {
  console.error(describeFailure(error));
  process.exit(1);
});
