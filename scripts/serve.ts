import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import { existsSync } from "node:fs";
import path from "node:path";
import { BUILD_DIR } from "@/lib/site/build-dir";
import { serverMemoryEnv } from "@/lib/site/heap.mjs";
import { loadOrCreateAuthSecret } from "@/lib/auth/secret";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "@/lib/database/embedded";
import { initialAdminNotice, prepareDatabase } from "@/lib/database/prepare";
import { rateLimitsFromEnv } from "@/lib/api/rate-limit";
import { streamLimitsFromEnv } from "@/lib/live/stream-admission";
import { poolSettingsFromEnv } from "@/lib/database/pool-settings";
import { dataDirectory, readServerEnv } from "@/lib/env";
import { describeFailure } from "./cli";

/**
 * `npm start` and `npm run dev`: prepare the database (the embedded one when DATABASE_URL is
 * unset), then run Next.js against it.
 */
type Mode = "start" | "dev";
const mode: Mode = process.argv[2] === "dev" ? "dev" : "start";
const NEXT_BIN = path.join("node_modules", "next", "dist", "bin", "next");
const SERVER_ENTRY = path.join("lib", "site", "server.mjs");

async function main(): Promise<void> {
  const env = readServerEnv();
  // Read again by the server; checked here so a bad value stops the start with one line.
  rateLimitsFromEnv();
  streamLimitsFromEnv();
  poolSettingsFromEnv();
  const dataDir = dataDirectory(env);
  process.env.AUTH_SECRET = env.AUTH_SECRET ?? authSecretForLocalRun(!env.DATABASE_URL, dataDir);
  // next-auth takes its own address from the request's Host header rather than a fixed NEXTAUTH_URL.
  process.env.AUTH_TRUST_HOST ??= "true";
  // Next's usage reports would go out from the firm's server (and its notice fill a first start's log).
  process.env.NEXT_TELEMETRY_DISABLED ??= "1";
  let embedded: EmbeddedDatabase | undefined;
  if (!env.DATABASE_URL) {
    console.log(`No DATABASE_URL: starting the embedded PostgreSQL (data in ${dataDir})`);
    embedded = await startEmbeddedDatabase(dataDir);
    process.env.DATABASE_URL = embedded.url;
    process.env.DATABASE_EMBEDDED = "1";
  }
  const databaseUrl = process.env.DATABASE_URL as string;
  const prepared = await prepareDatabase(databaseUrl, {
    seedWhenEmpty: Boolean(embedded),
    admin: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
    log: (line) => console.log(line),
  });
  if (mode === "start" && !existsSync(path.join(BUILD_DIR, "BUILD_ID"))) await run(["build"]);
  const listen = ["--port", String(env.PORT), ...(env.LISTEN_HOST ? ["--hostname", env.LISTEN_HOST] : [])];
  // Production runs Next behind the app's own server entry (lib/site/server.mjs); development runs `next dev`.
  const command = mode === "start" ? [SERVER_ENTRY, ...listen] : [NEXT_BIN, mode, ...listen];
  const server = spawn(process.execPath, command, {
    stdio: "inherit",
    env: { ...process.env, ...(mode === "start" ? serverMemoryEnv() : {}) },
  });
  const notice = initialAdminNotice(prepared.admin);
  if (notice) void printOnceListening(server, env.LISTEN_HOST, env.PORT, notice);
  const stop = () => server.kill("SIGTERM");
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  const code = await new Promise<number>((resolve) => server.on("exit", (exitCode) => resolve(exitCode ?? 0)));
  await embedded?.stop();
  process.exit(code);
}

function authSecretForLocalRun(embedded: boolean, dataDir: string): string {
  if (!embedded && mode === "start") {
    throw new Error(
      "AUTH_SECRET is required when DATABASE_URL is set (production): e.g. AUTH_SECRET=$(openssl rand -base64 32)",
    );
  }
  return loadOrCreateAuthSecret(dataDir);
}

/**
 * Prints the text once the server accepts connections: after the build's and the server's own lines,
 * so a one-time password is the last thing a newcomer reads, not scrolled away above them.
 */
async function printOnceListening(server: ChildProcess, host: string | undefined, port: number, text: string) {
  const address = !host || host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host;
  while (server.exitCode === null && server.signalCode === null) {
    if (await accepts(address, port)) return console.log(text);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });
}

function run(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [NEXT_BIN, ...args], { stdio: "inherit", env: process.env });
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`next ${args.join(" ")} failed (exit ${code})`)),
    );
  });
}

main().catch((error: unknown) => {
  console.error(describeFailure(error));
  process.exit(1);
});
