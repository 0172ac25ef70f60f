import { readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { createClient } from "@redis/client";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { seedCategories } from "@/lib/database/seed-data";
import { paths } from "@/lib/site/paths";
import { startRedisServer, type RedisServer } from "@/scripts/redis-server";
import { e2eDatabaseUrl, runId } from "../admin-helpers";
import { E2E_AUTH_SECRET, LOAD_PORT } from "../constants";
import { copyBuild, startServer, type TestServer } from "../server-process";

/**
 * Unknown URLs cost nothing lasting: a crawl of 10,000 addresses that do not exist (unknown
 * categories in two languages, unknown topics of a real category, extra segments after a real
 * topic) answers 404 to each and leaves less than 5 MB on disk (the build folder, where Next keeps
 * its cache without Redis) and in Redis together. Before, each one kept its 404 page, about 70 KB,
 * for a year and a half.
 */
test.describe.configure({ mode: "serial" });

const ORIGIN = `http://127.0.0.1:${LOAD_PORT}`;
const BUILD = ".next-unknown-urls";
const RUN = runId();
const KEY_PREFIX = `unknown-urls-${RUN}:`;
/** 2,000 by default, the growth scaled to 10,000 (it is per URL: nothing is kept); UNKNOWN_URLS=10000 runs them all. */
const URL_COUNT = Number(process.env.UNKNOWN_URLS ?? 2_000);
const CONCURRENCY = 20;
const GROWTH_LIMIT_BYTES = 5 * 1024 * 1024;

const category = seedCategories.tr[0]!;
const topic = category.topics[0]!;
/** The i-th unknown address: the shapes a scanner or a mistyped link takes. */
const unknownUrl = (index: number): string =>
  [
    `/yok-${RUN}-${index}`,
    `/en/missing-${RUN}-${index}`,
    `${paths.category(category.slug)}/yok-${RUN}-${index}`,
    `${paths.topic(category.slug, topic.slug)}/fazla-${RUN}-${index}`,
  ][index % 4]!;

/** The disk space the folder's files take (allocated blocks), and how many there are. */
function diskUsage(folder: string): { bytes: number; files: number } {
  let bytes = 0;
  let files = 0;
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    bytes += statSync(path.join(entry.parentPath, entry.name)).blocks * 512;
    files += 1;
  }
  return { bytes, files };
}

/** The memory Redis uses for this run's keys, and how many there are. */
async function redisUsage(redis: RedisServer): Promise<{ bytes: number; keys: number }> {
  const client = await createClient({ url: redis.url }).connect();
  try {
    const keys = await client.keys(`${KEY_PREFIX}*`);
    const sizes = await Promise.all(keys.map((key) => client.memoryUsage(key)));
    return { bytes: sizes.reduce<number>((sum, size) => sum + (size ?? 0), 0), keys: keys.length };
  } finally {
    client.destroy();
  }
}

/** Requests every unknown URL, CONCURRENCY at a time; returns how many answered each status. */
async function crawlUnknownUrls(request: APIRequestContext): Promise<Record<number, number>> {
  const statuses: Record<number, number> = {};
  let next = 0;
  const worker = async () => {
    while (next < URL_COUNT) {
      const response = await request.get(`${ORIGIN}${unknownUrl(next++)}`, { maxRedirects: 0, timeout: 30_000 });
      await response.body();
      statuses[response.status()] = (statuses[response.status()] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return statuses;
}

let redis: RedisServer | undefined;
let server: TestServer | undefined;

test.afterEach(async () => {
  await server?.stop();
  server = undefined;
  await redis?.stop();
  redis = undefined;
  rmSync(BUILD, { recursive: true, force: true });
});

for (const backend of ["file system", "Redis"] as const) {
  test(`${URL_COUNT} unknown URLs leave less than 5 MB behind, Next's cache in the ${backend}`, async ({ request }) => {
    test.setTimeout(1_800_000);
    if (backend === "Redis") redis = await startRedisServer();
    copyBuild(BUILD);
    server = await startServer(LOAD_PORT, {
      ...process.env,
      DATABASE_URL: e2eDatabaseUrl(),
      NEXT_DIST_DIR: BUILD,
      ...(redis ? { REDIS_URL: redis.url, REDIS_KEY_PREFIX: KEY_PREFIX } : { REDIS_URL: "" }),
      AUTH_SECRET: E2E_AUTH_SECRET,
      NEXT_TELEMETRY_DISABLED: "1",
    });
    // The server has its database (on a busy machine, a moment after it is ready); then a known page
    // first: the server has made its start-up files, and Redis its keys, before counting.
    await expect
      .poll(async () => (await (await request.get(`${ORIGIN}/api/health`)).json()) as unknown, { timeout: 30_000 })
      .toMatchObject({ database: "up", cache: { status: "ok" } });
    expect((await request.get(`${ORIGIN}${paths.category(category.slug)}`)).status()).toBe(200);
    const diskBefore = diskUsage(BUILD);
    const redisBefore = redis ? await redisUsage(redis) : { bytes: 0, keys: 0 };

    const started = performance.now();
    const statuses = await crawlUnknownUrls(request);
    const seconds = (performance.now() - started) / 1000;
    expect(statuses).toEqual({ 404: URL_COUNT });

    const diskAfter = diskUsage(BUILD);
    const redisAfter = redis ? await redisUsage(redis) : { bytes: 0, keys: 0 };
    const growth = diskAfter.bytes - diskBefore.bytes + (redisAfter.bytes - redisBefore.bytes);
    console.info(
      `${URL_COUNT} unknown URLs (${backend}) in ${seconds.toFixed(0)} s: disk ${diskBefore.bytes} → ${diskAfter.bytes} bytes ` +
        `(${diskBefore.files} → ${diskAfter.files} files), Redis ${redisBefore.bytes} → ${redisAfter.bytes} bytes ` +
        `(${redisBefore.keys} → ${redisAfter.keys} keys): ${growth} bytes in all, ${(growth / URL_COUNT).toFixed(1)} per URL`,
    );
    expect(growth * (10_000 / URL_COUNT)).toBeLessThan(GROWTH_LIMIT_BYTES);
  });
}
