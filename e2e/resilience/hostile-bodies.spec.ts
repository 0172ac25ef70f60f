import { execFileSync } from "node:child_process";
import { cpSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { expect, test } from "@playwright/test";
import { e2eDatabaseUrl } from "../admin-helpers";
import { E2E_AUTH_SECRET, E2E_LISTEN_HOST, LOAD_PORT } from "../constants";
import { startServer, type TestServer } from "../server-process";

/**
 * Bodies sent to exhaust the server's memory: four parallel 100 MB posts to the sign-in, which
 * anyone may call. Each is refused with 413 as soon as its length (or, sent in chunks, its first
 * 16 KB) says it is too large, and the rest is never kept: the server's resident memory grows by
 * less than 50 MB (it grew by 1.2 GB when the whole bodies were read). On a server of its own
 * (the resilience tests run one at a time, so the load test's port is free).
 */
test.describe.configure({ mode: "serial" });

const PORT = LOAD_PORT;
const BUILD = ".next-hostile-bodies";
const BODY_BYTES = 100 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, "a");
let server: TestServer;

/** The process listening on the port: the server entry itself, not the script that started it. */
function listeningPid(port: number): string {
  const listening = execFileSync("ss", ["-Hltnp", `sport = :${port}`], { encoding: "utf8" });
  const pid = /pid=(\d+)/.exec(listening)?.[1];
  if (!pid) throw new Error(`nothing listens on ${port}: ${listening}`);
  return pid;
}

/** A process's resident memory, in MB. */
function residentMB(pid: string): number {
  const kilobytes = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Math.round(Number(kilobytes) / 1024);
}

/**
 * Posts a 100 MB form to the sign-in, as fast as the server takes it, until the server answers: its
 * status (a client that got its answer stops sending, as a browser's upload does).
 */
function hugeSignIn(chunked: boolean): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: E2E_LISTEN_HOST,
      port: PORT,
      method: "POST",
      path: "/api/auth/callback/credentials",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        ...(chunked ? {} : { "content-length": String(BODY_BYTES) }),
      },
    });
    let answered = false;
    request.on("response", (response) => {
      answered = true;
      response.resume();
      response.on("end", () => {
        request.destroy();
        resolve(response.statusCode ?? 0);
      });
    });
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    let sent = 0;
    const send = () => {
      while (sent < BODY_BYTES && !answered) {
        sent += CHUNK.length;
        if (!request.write(CHUNK)) return void request.once("drain", send);
      }
      if (!answered) request.end();
    };
    send();
  });
}

/** Runs the posts while sampling the server's memory: their statuses and the largest growth seen. */
async function underWatch(posts: () => Promise<number[]>) {
  const pid = listeningPid(PORT);
  const before = residentMB(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, residentMB(pid))), 25);
  try {
    const statuses = await posts();
    peak = Math.max(peak, residentMB(pid));
    return { statuses, before, peak };
  } finally {
    clearInterval(sampler);
  }
}

test.beforeAll(async () => {
  rmSync(BUILD, { recursive: true, force: true });
  cpSync(process.env.NEXT_DIST_DIR ?? ".next", BUILD, {
    recursive: true,
    filter: (source) => !/[\\/](cache|route-cache)$/.test(source),
  });
  server = await startServer(PORT, {
    ...process.env,
    DATABASE_URL: e2eDatabaseUrl(),
    NEXT_DIST_DIR: BUILD,
    AUTH_SECRET: E2E_AUTH_SECRET,
    NEXT_TELEMETRY_DISABLED: "1",
  });
  // next-auth's route is loaded before the measurement, so its code is not counted as growth.
  expect((await fetch(`http://${E2E_LISTEN_HOST}:${PORT}/api/auth/csrf`)).status).toBe(200);
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(BUILD, { recursive: true, force: true });
});

for (const chunked of [false, true]) {
  test(`four parallel 100 MB sign-in posts${chunked ? " sent in chunks, with no length" : ""}: 413 each, memory grows under 50 MB`, async () => {
    test.setTimeout(120_000);
    const { statuses, before, peak } = await underWatch(() =>
      Promise.all(Array.from({ length: 4 }, () => hugeSignIn(chunked))),
    );
    console.log(`Hostile bodies${chunked ? " (chunked)" : ""}: RSS ${before} MB before, ${peak} MB at most.`);
    expect(statuses).toEqual([413, 413, 413, 413]);
    expect(peak - before, `RSS grew from ${before} MB to ${peak} MB`).toBeLessThan(50);
    // The server goes on answering.
    expect((await fetch(`http://${E2E_LISTEN_HOST}:${PORT}/api/auth/csrf`)).status).toBe(200);
  });
}
