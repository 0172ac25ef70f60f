import { rmSync } from "node:fs";
import { createClient } from "@redis/client";
import pg from "pg";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { paths } from "@/lib/site/paths";
import { slugify } from "@/lib/text/slug";
import { startRedisServer, type RedisServer } from "@/scripts/redis-server";
import {
  createTopicInForm,
  deleteInAdmin,
  e2eDatabaseUrl,
  formReady,
  onE2eDatabase,
  publishWithoutReview,
  runId,
  signedInAdmin,
} from "./admin-helpers";
import { E2E_AUTH_SECRET, E2E_SCHEMA, SCALE_OUT_PORTS } from "./constants";
import { seededTopic } from "./helpers";
import { followingLiveEvents, markDocument, stillSameDocument } from "./live";
import { switchMaintenance } from "./maintenance-switch";
import { copyBuild, startServer, type TestServer } from "./server-process";

/**
 * Two instances of the one build, as behind a load balancer: each with its own copy of the
 * build folder (as in its own container), both on 127.0.0.1, on the e2e database and one Redis of
 * this file's own (REDIS_URL) for Next's page and data cache. A page one instance rendered is
 * served by the other from that cache; a write through one is what the other serves at once.
 */
test.describe.configure({ mode: "serial" });

const RUN = runId();
const KEY_PREFIX = `scale-out-${RUN}:`;
const instances = SCALE_OUT_PORTS.map((port, index) => ({
  port,
  origin: `http://127.0.0.1:${port}`,
  buildDir: `.next-scale-out-${index}`,
}));
const [A, B] = instances as [(typeof instances)[number], (typeof instances)[number]];
const { category } = seededTopic("tr");
const TOPIC = { title: `Paylaşılan Önbellek ${RUN}`, body: `İlk metin ${RUN}` };
const topicPath = paths.topic(category.slug, slugify(TOPIC.title));

let redis: RedisServer;
const servers: TestServer[] = [];
let admin: Page;

/** The keys Next's cache holds in Redis under this run's prefix. */
async function sharedKeys(): Promise<string[]> {
  const client = await createClient({ url: redis.url }).connect();
  try {
    return await client.keys(`${KEY_PREFIX}*`);
  } finally {
    client.destroy();
  }
}

async function get(request: APIRequestContext, origin: string, pagePath: string) {
  const response = await request.get(`${origin}${pagePath}`);
  expect(response.status(), `${origin}${pagePath}`).toBe(200);
  return { cache: response.headers()["x-nextjs-cache"], html: await response.text() };
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  redis = await startRedisServer();
  const env = {
    ...process.env,
    DATABASE_URL: e2eDatabaseUrl(),
    REDIS_URL: redis.url,
    REDIS_KEY_PREFIX: KEY_PREFIX,
    // One site, one secret: a session signed by one instance is valid on the other.
    AUTH_SECRET: E2E_AUTH_SECRET,
    SITE_URL: "http://scale-out.example",
    NEXT_TELEMETRY_DISABLED: "1",
    // Both schedulers look every second, so both find a due publication at about the same moment.
    PUBLISHING_SCHEDULER_INTERVAL_MS: "1000",
  };
  for (const instance of instances) copyBuild(instance.buildDir);
  servers.push(
    ...(await Promise.all(
      instances.map((instance) => startServer(instance.port, { ...env, NEXT_DIST_DIR: instance.buildDir })),
    )),
  );
  admin = await signedInAdmin(browser, A.origin);
});

test.afterAll(async () => {
  test.setTimeout(120_000);
  if (admin) {
    await deleteInAdmin(admin, "contents", "tr", RUN);
    await admin.context().close();
  }
  for (const server of servers) await server.stop();
  await redis?.stop();
  for (const instance of instances) rmSync(instance.buildDir, { recursive: true, force: true });
});

test("both instances use the shared cache: a page one rendered is a HIT on the other", async ({ request }) => {
  const pagePath = seededTopic("tr", 1, 0).topicPath;
  const first = await get(request, A.origin, pagePath);
  expect(first.cache).toBe("MISS");
  expect((await sharedKeys()).length).toBeGreaterThan(0);
  const other = await get(request, B.origin, pagePath);
  expect(other.cache).toBe("HIT");
  expect(other.html).toBe(first.html);
  // Each connects on its first use of the cache.
  for (const server of servers) expect(server.output()).toContain("Connected to the shared cache (Redis at 127.0.0.1:");
});

test("a topic written and edited through one instance is what the other serves at its next request", async ({
  request,
  page,
}) => {
  test.setTimeout(120_000);
  // B has the category page cached before the write.
  await get(request, B.origin, paths.category(category.slug));
  expect((await get(request, B.origin, paths.category(category.slug))).cache).toBe("HIT");

  await createTopicInForm(admin, "tr", { category: category.title, ...TOPIC });
  // B's own page cache (in front of Next, as a CDN) is dropped when B hears of the write, over the
  // database's notification: a request that arrives before that may still get the listing it held.
  await expect
    .poll(async () => (await get(request, B.origin, paths.category(category.slug))).html, { timeout: 2_000 })
    .toContain(TOPIC.title);
  expect((await get(request, B.origin, topicPath)).html).toContain(TOPIC.body);
  expect((await get(request, A.origin, topicPath)).cache).toBe("HIT");

  // A visitor reading the topic on B while it is edited through A.
  const reader = await page.context().browser()!.newPage();
  await reader.goto(`${B.origin}${topicPath}`);
  await expect(reader.getByTestId("topic-body")).toHaveText(TOPIC.body);
  await followingLiveEvents(reader);
  await markDocument(reader);

  await admin.goto("/admin/contents?lang=tr");
  await admin.getByRole("link", { name: `${TOPIC.title} içeriğini düzenle` }).click();
  await formReady(admin);
  await admin.getByRole("textbox", { name: "İçerik metni *" }).click();
  await admin.keyboard.press("End");
  await admin.keyboard.type(" güncellendi");
  await expect(admin.locator('input[name="body"]')).toHaveValue(/güncellendi/);
  await admin.getByRole("button", { name: "Değişiklikleri yayınla" }).click();
  await publishWithoutReview(admin);
  await expect(admin).toHaveURL(/\/admin\/contents\?lang=tr&saved=\d+&as=publish$/);

  await expect(reader.getByTestId("topic-body")).toHaveText(`${TOPIC.body} güncellendi`, { timeout: 5000 });
  expect(await stillSameDocument(reader)).toBe(true);
  await reader.close();

  // (The reader's page may already have had B render it again: a HIT then is the new version.)
  const edited = await get(request, B.origin, topicPath);
  expect(edited.html).toContain(`${TOPIC.body} güncellendi`);
  await page.goto(`${B.origin}${topicPath}`);
  await expect(page.getByTestId("topic-body")).toHaveText(`${TOPIC.body} güncellendi`);
});

/** Rows of a query on the e2e database's schema. */
async function e2eRows(statement: string, params: unknown[]): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    await client.query(`SET search_path TO "${E2E_SCHEMA}"`);
    return (await client.query(statement, params)).rows;
  } finally {
    await client.end();
  }
}

test("a scheduled topic is published exactly once with several instances running the scheduler", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const scheduled = { title: `Zamanlanmış Yayın ${RUN}`, body: `Zamanı gelen metin ${RUN}` };
  await createTopicInForm(admin, "tr", { category: category.title, ...scheduled, published: false });
  const slug = slugify(scheduled.title);
  const scheduledPath = paths.topic(category.slug, slug);
  expect((await request.get(`${B.origin}${scheduledPath}`)).status()).toBe(404);

  // Its time comes: both instances (and the e2e server, on the same database) look every second.
  await onE2eDatabase(`UPDATE "Content" SET "publishAt" = now() - interval '1 second' WHERE slug = $1`, [slug]);
  await expect
    .poll(async () => (await request.get(`${B.origin}${scheduledPath}`)).status(), { timeout: 20_000 })
    .toBe(200);
  expect((await get(request, A.origin, scheduledPath)).html).toContain(scheduled.body);

  // The time is cleared in the publish's own transaction: no later round can publish it again.
  const [topic] = await e2eRows(`SELECT id, "publishAt" FROM "Content" WHERE slug = $1`, [slug]);
  expect(topic).toMatchObject({ publishAt: null });
  const published = await e2eRows(
    `SELECT actor FROM "Revision" WHERE entity = 'topic' AND "entityId" = $1 AND kind = 'published'`,
    [topic!.id],
  );
  expect(published).toEqual([{ actor: "system:scheduler" }]);
  const changes = await e2eRows(
    `SELECT id FROM "Change" WHERE entity = 'topic' AND "entityId" = $1 AND actor = 'system:scheduler'`,
    [String(topic!.id)],
  );
  expect(changes).toHaveLength(1);
});

test("maintenance switched through A reaches a visitor on B within 2 s, and so does its end", async ({ browser }) => {
  const visitor = await browser.newPage();
  await visitor.goto(`${B.origin}${paths.about}`);
  await followingLiveEvents(visitor);
  const toggle = async (to: "on" | "off", mode: "Açık" | "Kapalı") => {
    await admin.goto("/admin/maintenance");
    await formReady(admin);
    await switchMaintenance(admin, to);
    await expect(admin.getByTestId("maintenance-mode")).toHaveText(mode);
  };
  await toggle("on", "Açık");
  try {
    await expect(visitor.getByRole("heading", { level: 1, name: "Sitemizi Yeniliyoruz" })).toBeVisible({
      timeout: 2000,
    });
    await followingLiveEvents(visitor);
  } finally {
    await toggle("off", "Kapalı");
  }
  await expect(visitor.getByRole("heading", { level: 1 })).not.toHaveText("Sitemizi Yeniliyoruz", { timeout: 2000 });
  await expect(visitor.getByRole("banner")).toBeVisible();
  await visitor.close();
});
