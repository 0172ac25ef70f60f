import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { z } from "zod";
import { writeFromCommand } from "@/lib/database/command-write";
import { startEmbeddedDatabase } from "@/lib/database/embedded";
import type { WriteOperation } from "@/lib/database/write";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { prepareDatabase } from "@/lib/database/prepare";
import { startProcessGroup, stopProcessGroup, typeScriptArgs } from "@/scripts/process-group";

/**
 * The bench's own site: a fresh seeded database (a new database on DATABASE_URL's server, dropped
 * afterwards, or the embedded PostgreSQL in a temporary folder) and the production server on it,
 * started as `npm start` starts it.
 */
export interface BenchDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function freshDatabase(log: (line: string) => void): Promise<BenchDatabase> {
  const server = process.env.DATABASE_URL;
  let database: BenchDatabase;
  if (server) {
    const name = `ipsite_bench_${Date.now()}`;
    const admin = new URL(server);
    admin.pathname = "/postgres";
    admin.search = "";
    const run = async (statement: string) => {
      const client = new pg.Client({ connectionString: admin.toString() });
      await client.connect();
      await client.query(statement).finally(() => client.end());
    };
    await run(`CREATE DATABASE ${name}`);
    const url = new URL(admin);
    url.pathname = `/${name}`;
    database = { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
  } else {
    const dir = mkdtempSync(path.join(os.tmpdir(), "ipsite-bench-"));
    const embedded = await startEmbeddedDatabase(dir);
    database = {
      url: embedded.url,
      async drop() {
        await embedded.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  await prepareDatabase(database.url, {
    seedWhenEmpty: true,
    admin: { email: "bench@example.com", password: "bench-admin-password-0" },
    log,
  });
  return database;
}

/** A write of the bench's own (an edit it measures, the scale leg's data), as a command makes it; a refusal stops the bench. */
export async function benchWrite<Schema extends z.ZodType, Value>(
  db: PrismaClient,
  operation: WriteOperation<Schema, Value>,
): Promise<Value> {
  const result = await writeFromCommand(db, "bench", operation);
  if (!result.ok) throw new Error(`the bench's write was refused: ${result.error}`);
  return result.value;
}

export interface BenchServer {
  origin: string;
  /** The resident memory of the process answering on the port, in MB. */
  residentMB(): number;
  stop(): Promise<void>;
}

export async function startBenchServer(port: number, databaseUrl: string): Promise<BenchServer> {
  const child = startProcessGroup(process.execPath, typeScriptArgs("scripts/serve.ts", "start"), {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      LISTEN_HOST: "127.0.0.1",
      AUTH_SECRET: "bench-secret-bench-secret-bench-secret",
      NEXT_TELEMETRY_DISABLED: "1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 120_000;
  while (!/Ready in/.test(output)) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`The server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    residentMB() {
      const listening = execFileSync("ss", ["-Hltnp", `sport = :${port}`], { encoding: "utf8" });
      const pid = /pid=(\d+)/.exec(listening)?.[1];
      const kilobytes = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
      return Math.round(Number(kilobytes) / 1024);
    },
    stop: () => stopProcessGroup(child),
  };
}
