import { rmSync } from "node:fs";
import { createClient } from "@redis/client";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { seedCategories } from "@/lib/database/seed-data";
import { prefixedPath } from "@/lib/i18n/routing";
import { paths } from "@/lib/site/paths";
import { startRedisServer, type RedisServer } from "@/scripts/redis-server";
import { e2eDatabaseUrl, runId } from "../admin-helpers";
import { E2E_AUTH_SECRET, OUTAGE_PORT } from "../constants";
import { copyBuild, startServer, type TestServer } from "../server-process";

/**
 * Redis frozen under a running server (SIGSTOP: it keeps its connections open and answers nothing,
 * as a network partition or a paused container looks). Every public page still answers, within 3 s
 * while the server finds out and then as fast as it renders without Redis; the health check says
 * the cache is degraded within 10 s; the outage is logged once; and once Redis runs again
 * (SIGCONT) the cache is used again, with no restart.
 */
test.describe.configure({ mode: "serial" });

const ORIGIN = `http://127.0.0.1:${OUTAGE_PORT}`;
const BUILD = ".next-redis-freeze";
const RUN = runId();
/** The longest a public page may take while Redis is frozen. */
const PAGE_BOUND_MS = 3_000;

let redis: RedisServer;
let server: TestServer;
let frozen = false;

/** Every seeded category and topic page, Turkish and English: each one not yet visited reaches Next's cache. */
const pages = (["tr", "en"] as const).flatMap((locale) =>
  seedCategories[locale].flatMap((category) => [
    prefixedPath(locale, paths.category(category.slug)),
    ...category.topics.map((topic) => prefixedPath(locale, paths.topic(category.slug, topic.slug))),
  ]),
);

/** Takes the next `count` pages no request has asked for yet. */
const unvisited = (count: number) => pages.splice(0, count);

/** Gets a page, and how long it took (ms). */
async function timedGet(request: APIRequestContext, pagePath: string) {
  const started = performance.now();
  const response = await request.get(`${ORIGIN}${pagePath}`, { timeout: 30_000 });
  await response.body();
  return { status: response.status(), ms: performance.now() - started, cache: response.headers()["x-nextjs-cache"] };
}

async function health(request: APIRequestContext) {
  const answer = await request.get(`${ORIGIN}/api/health`, { timeout: 10_000 });
  return (await answer.json()) as { database: string; cache: { status: string } };
}

const cacheHealth = async (request: APIRequestContext) => (await health(request)).cache.status;

const outagesLogged = () => server.output().match(/The shared cache \(Redis\) failed/g)?.length ?? 0;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  redis = await startRedisServer();
  copyBuild(BUILD);
  server = await startServer(OUTAGE_PORT, {
    ...process.env,
    DATABASE_URL: e2eDatabaseUrl(),
    NEXT_DIST_DIR: BUILD,
    REDIS_URL: redis.url,
    REDIS_KEY_PREFIX: `redis-freeze-${RUN}:`,
    AUTH_SECRET: E2E_AUTH_SECRET,
    NEXT_TELEMETRY_DISABLED: "1",
  });
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  if (frozen) process.kill(redis.pid, "SIGCONT");
  await server?.stop();
  await redis?.stop();
  rmSync(BUILD, { recursive: true, force: true });
});

test("with Redis frozen, pages answer within 3 s, then at full speed; health says degraded; all recovers on SIGCONT", async ({
  request,
}) => {
  test.setTimeout(180_000);
  // The server has its database and its cache (on a busy machine, a moment after it is ready).
  await expect
    .poll(async () => health(request), { timeout: 30_000 })
    .toMatchObject({ database: "up", cache: { status: "ok" } });
  // Redis answering: what a page that is not cached yet takes to render (and store).
  const before: number[] = [];
  for (const pagePath of unvisited(6)) {
    const answer = await timedGet(request, pagePath);
    expect(answer.status, pagePath).toBe(200);
    before.push(answer.ms);
  }
  expect(await cacheHealth(request)).toBe("ok");

  const outagesBefore = outagesLogged();
  const frozenAt = performance.now();
  process.kill(redis.pid, "SIGSTOP");
  frozen = true;
  // Watched from the freeze on, beside the pages.
  const degradedAfter = (async () => {
    await expect.poll(() => cacheHealth(request), { timeout: 10_000, intervals: [250] }).toBe("degraded");
    return performance.now() - frozenAt;
  })();

  // One page at a time: the first ones find out (each within the bound), the rest skip Redis.
  const during: number[] = [];
  for (const pagePath of unvisited(16)) {
    const answer = await timedGet(request, pagePath);
    expect(answer.status, pagePath).toBe(200);
    expect(answer.ms, `${pagePath} with Redis frozen`).toBeLessThan(PAGE_BOUND_MS);
    during.push(answer.ms);
  }
  const degradedAfterMs = await degradedAfter;
  expect(degradedAfterMs).toBeLessThan(10_000);

  // The breaker open: three pages at once (all a render on two cores allows), none waiting for Redis.
  const burst = await Promise.all(unvisited(3).map((pagePath) => timedGet(request, pagePath)));
  console.info(
    `Redis frozen: pages before ${before.map(Math.round).join(", ")} ms; during ${during.map(Math.round).join(", ")} ms; ` +
      `3 at once ${burst.map((answer) => Math.round(answer.ms)).join(", ")} ms; health degraded after ${Math.round(degradedAfterMs)} ms`,
  );
  for (const answer of burst) {
    expect(answer.status).toBe(200);
    expect(answer.ms).toBeLessThan(PAGE_BOUND_MS);
  }
  // Full speed: once open, a page renders as fast as it did with Redis answering (a render, no wait).
  const open = during.slice(4);
  expect(median(open)).toBeLessThan(Math.max(2 * median(before), median(before) + 250));
  // Logged once for the whole freeze.
  expect(outagesLogged()).toBe(outagesBefore + 1);

  process.kill(redis.pid, "SIGCONT");
  frozen = false;
  await expect.poll(() => cacheHealth(request), { timeout: 10_000 }).toBe("ok");
  expect(server.output()).toContain("Reconnected to the shared cache");
  // The cache works again: a page rendered now is stored in Redis.
  const [last] = unvisited(1);
  expect((await timedGet(request, last!)).status).toBe(200);
  await expect.poll(() => storedPages(last!)).toHaveLength(1);
});

/** The keys of Next's cache in Redis under this run's prefix that hold the page. */
async function storedPages(pagePath: string): Promise<string[]> {
  const client = await createClient({ url: redis.url }).connect();
  try {
    return (await client.keys(`redis-freeze-${RUN}:*`)).filter((key) => key.endsWith(pagePath));
  } finally {
    client.destroy();
  }
}
