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
 * What open pages cost a server: asks for N event streams on a running production server, then
 * reports how many it admitted and refused (429: one address over its limit, 503: the server at its
 * total), its database connections and memory before, with them open, and after they close, and how
 * long one change takes to reach every stream. Start a server first (e.g. the e2e server, or
 * `PORT=3100 npm start`), then:
 *   DATABASE_URL=<the server's database> npx tsx bench/event-streams.ts [baseUrl] [streams] [addresses] [since]
 * `addresses` spreads the streams over that many client addresses (X-Forwarded-For: the server must run
 * with TRUSTED_PROXY_HOPS=1; default 0, every stream from this machine's one address); `since` makes
 * every stream a returning browser's (`?since=`, e.g. 0). The change it makes is the maintenance
 * settings saved unchanged (the mode stays as it is).
 */
const [baseUrl = "http://127.0.0.1:3100", count = "500", addressCount = "0", since] = process.argv.slice(2);
const addresses = Number(addressCount);
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
  /** The answer's status, once the stream is ready or refused. */
  ready: Promise<number>;
  nextChange: () => Promise<number>;
}

const streamUrl = `${baseUrl}/api/events${since === undefined ? "" : `?since=${since}`}`;
const addressOf = (n: number) => `198.18.${(n % addresses) >> 8}.${(n % addresses) & 255}`;

function openStream(n = 0): OpenStream {
  let text = "";
  let markReady = (_status: number) => {};
  const ready = new Promise<number>((resolve) => (markReady = resolve));
  let waiting: ((at: number) => void) | null = null;
  const headers = addresses > 0 ? { "X-Forwarded-For": addressOf(n) } : undefined;
  const request = http.get(streamUrl, { agent: false, headers }, (response) => {
    if (response.statusCode !== 200) return markReady(response.statusCode ?? 0);
    response.setEncoding("utf8");
    response.on("data", (chunk: string) => {
      text += chunk;
      if (/event: (ready|resync)/.test(text)) markReady(200);
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

// The most connections the server held while the streams were asked for (the replays read the change table then).
let peakConnections = before.connections;
let sampling = true;
const sampled = (async () => {
  while (sampling) peakConnections = Math.max(peakConnections, await databaseConnections(sql));
})();
const started = performance.now();
const asked = Array.from({ length: streams }, (_, n) => openStream(n));
const statuses = await Promise.all(asked.map((stream) => stream.ready));
const openedInMs = performance.now() - started;
const open = asked.filter((_, n) => statuses[n] === 200);
const answered = (status: number) => statuses.filter((each) => each === status).length;
sampling = false;
await sampled;
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

asked.forEach((stream) => stream.request.destroy());
await settle();
const after = { connections: await databaseConnections(sql), rssMb: residentMb(pid) };
await sql.end();
await db.$disconnect();

const round = (value: number) => Math.round(value * 10) / 10;
console.log(
  JSON.stringify(
    {
      streams,
      admitted: open.length,
      refused: { perAddress429: answered(429), server503: answered(503) },
      answeredAllInMs: Math.round(openedInMs),
      databaseConnections: {
        before: before.connections,
        peakWhileOpening: peakConnections,
        with: held.connections,
        after: after.connections,
      },
      serverRssMb: {
        before: round(before.rssMb),
        with: round(held.rssMb),
        extra: round(held.rssMb - before.rssMb),
        after: round(after.rssMb),
      },
      oneChangeToEveryStreamMs:
        arrived.length === 0
          ? null
          : { p50: round(arrived[Math.floor(arrived.length / 2)]!), max: round(arrived.at(-1)!) },
    },
    null,
    2,
  ),
);
