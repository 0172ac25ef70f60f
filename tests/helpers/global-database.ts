import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startEmbeddedDatabase } from "@/lib/database/embedded";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    databaseEmbedded: boolean;
  }
}

/** The server integration tests use: DATABASE_URL, else an embedded one made for this run. */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide("databaseUrl", process.env.DATABASE_URL);
    project.provide("databaseEmbedded", false);
    return;
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "ip-site-test-db-"));
  const embedded = await startEmbeddedDatabase(dataDir);
  project.provide("databaseUrl", embedded.url);
  project.provide("databaseEmbedded", true);
  return async () => {
    await embedded.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
