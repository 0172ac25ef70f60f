import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import http from "node:http";
import pg from "pg";
import { systemActor } from "@/lib/auth/actor";
import { refreshOutsideNext } from "@/lib/database/cache-refresh";
import { parseDatabaseUrl } from "@/lib/database/connection";
import { write } from "@/lib/database/write";
import { createPrismaClient } from "@/lib/db";
import { saveMaintenanceSettings } from "@/lib/maintenance/mutations";
import { findMaintenanceSettings } from "@/lib/maintenance/queries";

/**
 * What open pages cost a server: holds N event streams open on a running production
 * server, then reports its database connections and memory before, with them open, and after they
 * close, and how long one change takes to reach every stream. Start a server first (e.g. the e2e
 * server, or `PORT=3100 npm start`), then:
 *   DATABASE_URL=<the server's database> npx tsx bench/event-streams.ts [baseUrl] [streams]
 * The change it makes is the maintenance settings saved unchanged (the mode stays as it is).
 */
const [baseUrl = "http://127.0.0.1:3100", count = "500"] = process.argv.slice(2);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error("Set DATABASE_URL to the database the server uses (schema included).");
const streams = Number(count);
const port = new URL(baseUrl).port || "80";

/** The process listening on the server's port (its resident memory is what the streams cost). */
function serverPid(): number {
  const line = execFileSync("ss", ["-ltnpH", `sport = :${port}`], { encoding: "utf8" });
  const pid = /pid=(\d+)/.exec(line)?.[1];
  if (!pid) throw new Error(`nothing listens on port ${port}`);
  return Number(pid);
}
const residentMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024;

/** Connections to the server's database other than this script's own. */
async function databaseConnections(sql: pg.Client): Promise<number> {
  const result = await sql.query<{ count: string }>(
    "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
  );
  return Number(result.rows[0]!.count);
}

interface OpenStream {
  request: http.ClientRequest;
  ready: Promise<void>;
  nextChange: () => Promise<number>;
}

function openStream(): OpenStream {
  let text = "";
  let markReady = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  let waiting: ((at: number) => void) | null = null;
  const request = http.get(`${baseUrl}/api/events`, { agent: false }, (response) => {
    if (response.statusCode !== 200) throw new Error(`a stream answered ${response.statusCode}`);
    response.setEncoding("utf8");
    response.on("data", (chunk: string) => {
      text += chunk;
      if (text.includes("event: ready")) markReady();
      if (text.includes("event: change") && waiting) {
        waiting(performance.now());
        waiting = null;
      }
    });
  });
  request.on("error", () => undefined);
  return { request, ready, nextChange: () => new Promise<number>((resolve) => (waiting = resolve)) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 2000));
const pid = serverPid();
const sql = new pg.Client({ connectionString: parseDatabaseUrl(databaseUrl).connectionString });
await sql.connect();
const db = createPrismaClient(databaseUrl);

const warm = openStream();
await warm.ready;
warm.request.destroy();
await settle();
const before = { connections: await databaseConnections(sql), rssMb: residentMb(pid) };

const started = performance.now();
const open = Array.from({ length: streams }, openStream);
await Promise.all(open.map((stream) => stream.ready));
const openedInMs = performance.now() - started;
await settle();
const held = { connections: await databaseConnections(sql), rssMb: residentMb(pid) };

const arrivals = Promise.all(open.map((stream) => stream.nextChange()));
const settings = await findMaintenanceSettings(db);
const sent = performance.now();
const saved = await write(systemActor("bench"), saveMaintenanceSettings({ ...settings }), {
  refresh: refreshOutsideNext,
  db,
});
if (!saved.ok) throw new Error(`the change was refused: ${saved.error}`);
const arrived = (await arrivals).map((at) => at - sent).sort((a, b) => a - b);

open.forEach((stream) => stream.request.destroy());
await settle();
const after = { connections: await databaseConnections(sql), rssMb: residentMb(pid) };
await sql.end();
await db.$disconnect();

const round = (value: number) => Math.round(value * 10) / 10;
console.log(
  JSON.stringify(
    {
      streams,
      openedAllInMs: Math.round(openedInMs),
      databaseConnections: { before: before.connections, with: held.connections, after: after.connections },
      serverRssMb: {
        before: round(before.rssMb),
        with: round(held.rssMb),
        extra: round(held.rssMb - before.rssMb),
        after: round(after.rssMb),
      },
      oneChangeToEveryStreamMs: { p50: round(arrived[Math.floor(arrived.length / 2)]!), max: round(arrived.at(-1)!) },
    },
    null,
    2,
  ),
);
