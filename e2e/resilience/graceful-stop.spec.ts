import http from "node:http";
import { rmSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { paths } from "@/lib/site/paths";
import { e2eDatabaseUrl } from "../admin-helpers";
import { E2E_AUTH_SECRET, NGINX_PORT, SCALE_OUT_PORTS } from "../constants";
import { seededTopic } from "../helpers";
import { copyBuild, startServer, type TestServer } from "../server-process";
import { loadRun } from "./load";
import { startNginx, type NginxServer } from "@/scripts/nginx-server";

/**
 * Availability: on SIGTERM (a container's stop, a rolling restart) the server stops taking
 * connections, finishes the requests in flight, closes its database connections and exits 0; behind
 * nginx, a load run across the restart of one of two instances loses no request.
 */
test.describe.configure({ mode: "serial" });

const instances = SCALE_OUT_PORTS.map((port, index) => ({
  port,
  origin: `http://127.0.0.1:${port}`,
  build: `.next-graceful-${index}`,
}));
const env = (build: string) => ({
  ...process.env,
  DATABASE_URL: e2eDatabaseUrl(),
  NEXT_DIST_DIR: build,
  AUTH_SECRET: E2E_AUTH_SECRET,
  TRUSTED_PROXY_HOPS: "1",
  NEXT_TELEMETRY_DISABLED: "1",
});
const servers: TestServer[] = [];
let nginx: NginxServer | undefined;

test.beforeAll(() => {
  for (const instance of instances) copyBuild(instance.build);
});

test.afterAll(async () => {
  await nginx?.stop();
  for (const server of servers) await server.stop();
  for (const instance of instances) rmSync(instance.build, { recursive: true, force: true });
});

async function start(instance: (typeof instances)[number]): Promise<TestServer> {
  const server = await startServer(instance.port, env(instance.build));
  servers.push(server);
  return server;
}

/** Stopped as a container is: the server is then no longer the tests' to stop. */
async function terminate(server: TestServer): Promise<number | null> {
  servers.splice(servers.indexOf(server), 1);
  return server.terminate();
}

/** Whether a new connection to the port is accepted now. */
const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const request = http.get({ host: "127.0.0.1", port, path: "/api/health", agent: false }, (response) => {
      response.resume();
      resolve(true);
    });
    request.on("error", () => resolve(false));
  });

test("SIGTERM: no new connection, the request in flight finishes, event streams close, the database connections close, exit 0", async () => {
  test.setTimeout(120_000);
  const [instance] = instances;
  const server = await start(instance!);

  // A live-update stream, open (its answer begun) before the stop, until the server closes it.
  const stream = await new Promise<http.IncomingMessage>((resolve, reject) =>
    http.get(`${instance!.origin}/api/events`, resolve).on("error", reject),
  );
  expect(stream.headers["content-type"]).toContain("text/event-stream");
  const streamClosed = new Promise<void>((resolve) => stream.resume().on("close", () => resolve()));

  // A form whose body is still arriving: the server has it once it says "100 Continue".
  const boundary = "----gracefulBoundary";
  const inFlight = http.request(`${instance!.origin}/iletisim`, {
    method: "POST",
    headers: {
      "next-action": "7f".padEnd(42, "0"),
      "content-type": `multipart/form-data; boundary=${boundary}`,
      "transfer-encoding": "chunked",
      expect: "100-continue",
    },
  });
  const answered = new Promise<number>((resolve, reject) =>
    inFlight.on("response", (response) => (response.resume(), resolve(response.statusCode!))).on("error", reject),
  );
  await new Promise<void>((resolve) => inFlight.once("continue", resolve));
  inFlight.write(`--${boundary}\r\nContent-Disposition: form-data; name="0"\r\n\r\n`);

  const exited = terminate(server);
  await streamClosed;
  await expect.poll(() => accepts(instance!.port), { timeout: 10_000 }).toBe(false);
  // The rest of the body, after the stop began: the request is still answered.
  inFlight.end(`["$K1"]\r\n--${boundary}--\r\n`);
  expect(await answered).toBe(409);

  expect(await exited).toBe(0);
  expect(server.output()).toContain("Stopped: the change listener");
  expect(server.output()).toContain("Stopped: the database connections");
  expect(server.output()).toContain("Stopped: 1 request(s) in flight finished.");
});

test("behind nginx, a load run across the restart of one of two instances loses no request", async () => {
  test.setTimeout(180_000);
  const [first, second] = instances as [(typeof instances)[number], (typeof instances)[number]];
  let restarted = await start(first);
  await start(second);
  nginx = await startNginx(
    NGINX_PORT,
    instances.map((instance) => instance.port),
  );
  const { categoryPath, topicPath } = seededTopic("tr");
  const pagePaths = [paths.home, "/en", paths.about, paths.team, paths.contact, categoryPath, topicPath];
  // Each page once on each instance, so the run measures serving, not the first renders.
  for (const instance of instances)
    for (const path of pagePaths) expect((await fetch(`${instance.origin}${path}`)).status, path).toBe(200);

  const load = loadRun({ origin: nginx.origin, paths: pagePaths, connections: 16, seconds: 25 });
  expect(await terminate(restarted)).toBe(0);
  expect(await accepts(first.port)).toBe(false);
  restarted = await start(first);
  const result = await load;

  expect(result.failures).toEqual([]);
  expect(Object.keys(result.statuses)).toEqual(["200"]);
  expect(result.statuses[200]).toBe(result.requests);
  console.log(`Through nginx across a restart: ${result.requests} requests, all 200.`);
});
