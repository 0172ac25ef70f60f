import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  E2E_ADMIN,
  E2E_AUTH_SECRET,
  E2E_CONTENT_LANGUAGES,
  E2E_DATABASE_FILE,
  E2E_INACTIVE_LANGUAGE,
  E2E_LISTEN_HOST,
  E2E_OTHER_ADMIN,
  E2E_SCHEMA,
  E2E_TRANSLATION,
} from "@/e2e/constants";
import { createAdminUser } from "@/lib/admin-users/mutations";
import { systemActor } from "@/lib/auth/actor";
import { refreshOutsideNext } from "@/lib/database/cache-refresh";
import { write } from "@/lib/database/write";
import { toggleLanguageActive } from "@/lib/languages/mutations";
import { saveTranslation } from "@/lib/translations/mutations";
import { openClient } from "@/lib/database/connection";
import { startEmbeddedDatabase } from "@/lib/database/embedded";
import { migrate } from "@/lib/database/migrations";
import { seedDatabase } from "@/lib/database/seed";
import { createPrismaClient } from "@/lib/db";
import { describeFailure } from "./cli";
import { assertPortFree, startProcessGroup, stopProcessGroup, typeScriptArgs } from "./process-group";

/**
 * The server the end-to-end tests run against: the production build on freshly seeded data, in
 * the `e2e` schema of DATABASE_URL, or of a new embedded database when DATABASE_URL is unset.
 */
async function serverUrl(): Promise<string> {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const embedded = await startEmbeddedDatabase(mkdtempSync(path.join(os.tmpdir(), "ip-site-e2e-")));
  process.env.DATABASE_EMBEDDED = "1";
  return embedded.url;
}

async function prepareDatabase(): Promise<string> {
  const url = new URL(await serverUrl());
  url.searchParams.set("schema", E2E_SCHEMA);
  const databaseUrl = url.toString();
  const client = await openClient(databaseUrl);
  await client.query(`DROP SCHEMA IF EXISTS "${E2E_SCHEMA}" CASCADE`);
  await client.end();
  await migrate(databaseUrl);
  const db = createPrismaClient(databaseUrl);
  await seedDatabase(db, { contentIn: E2E_CONTENT_LANGUAGES });
  // Through the write path, as any command writes.
  const context = { refresh: refreshOutsideNext, db };
  const inactive = await db.language.findUniqueOrThrow({
    where: { code: E2E_INACTIVE_LANGUAGE },
    select: { id: true },
  });
  const results = [
    await write(systemActor("e2e"), toggleLanguageActive(inactive.id), context),
    await write(systemActor("e2e"), saveTranslation(E2E_TRANSLATION), context),
  ];
  const refused = results.find((result) => !result.ok);
  if (refused && !refused.ok) throw new Error(`The e2e data could not be written: ${refused.error}`);
  // Both administrators made here (serve.ts would only create a first one, from ADMIN_EMAIL).
  await createAdminUser(db, E2E_ADMIN);
  await createAdminUser(db, E2E_OTHER_ADMIN);
  await db.$disconnect();
  return databaseUrl;
}

async function main() {
  const port = Number(process.env.PORT || 3000);
  // Before anything is started or dropped: tests must never run against a server left from another run.
  await assertPortFree(port);
  const databaseUrl = await prepareDatabase();
  writeFileSync(E2E_DATABASE_FILE, databaseUrl);
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    LISTEN_HOST: E2E_LISTEN_HOST,
    AUTH_SECRET: E2E_AUTH_SECRET,
    // The tests play the one proxy in front: each sends an X-Forwarded-For of its own, so the
    // sign-in and contact limits count each test apart (the standalone test checks the default, 0).
    TRUSTED_PROXY_HOPS: "1",
  };
  // serve.ts and the next-server it starts form a group of their own; a stop signal goes to all of it.
  const server = startProcessGroup(process.execPath, typeScriptArgs("scripts/serve.ts", "start"), {
    stdio: "inherit",
    env,
  });
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`e2e server: ${signal} received, stopping its process group`);
    void stopProcessGroup(server, { signal, timeoutMs: 10_000 }).then(() => process.exit(0));
  };
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => stop(signal));
  server.on("exit", (code) => {
    if (stopping) return;
    // serve.ts ended by itself: take whatever it started down with it.
    stopping = true;
    void stopProcessGroup(server).then(() => process.exit(code ?? 1));
  });
}

main().catch((error: unknown) => {
  console.error(describeFailure(error));
  process.exit(1);
});
