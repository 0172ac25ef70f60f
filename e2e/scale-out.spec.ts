import { rmSync } from "node:fs";
import { createClient } from "@redis/client";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { paths } from "@/lib/site/paths";
import { slugify } from "@/lib/text/slug";
import { startRedisServer, type RedisServer } from "@/scripts/redis-server";
import { createTopicInForm, deleteInAdmin, e2eDatabaseUrl, formReady, runId, signedInAdmin } from "./admin-helpers";
import { E2E_AUTH_SECRET, SCALE_OUT_PORTS } from "./constants";
import { seededTopic } from "./helpers";
import { followingLiveEvents, markDocument, stillSameDocument } from "./live";
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
  await admin.getByRole("button", { name: "Kaydet" }).click();
  await expect(admin).toHaveURL(/\/admin\/contents\?lang=tr&saved=\d+$/);

  await expect(reader.getByTestId("topic-body")).toHaveText(`${TOPIC.body} güncellendi`, { timeout: 5000 });
  expect(await stillSameDocument(reader)).toBe(true);
  await reader.close();

  // (The reader's page may already have had B render it again: a HIT then is the new version.)
  const edited = await get(request, B.origin, topicPath);
  expect(edited.html).toContain(`${TOPIC.body} güncellendi`);
  await page.goto(`${B.origin}${topicPath}`);
  await expect(page.getByTestId("topic-body")).toHaveText(`${TOPIC.body} güncellendi`);
});

test("maintenance switched through A reaches a visitor on B within 2 s, and so does its end", async ({ browser }) => {
  const visitor = await browser.newPage();
  await visitor.goto(`${B.origin}${paths.about}`);
  await followingLiveEvents(visitor);
  const toggle = async (label: "Bakım modunu aç" | "Bakım modunu kapat", mode: "Açık" | "Kapalı") => {
    await admin.goto("/admin/maintenance");
    await formReady(admin);
    await admin.getByRole("button", { name: label }).click();
    await expect(admin.getByTestId("maintenance-mode")).toHaveText(mode);
  };
  await toggle("Bakım modunu aç", "Açık");
  try {
    await expect(visitor.getByRole("heading", { level: 1, name: "Sitemizi Yeniliyoruz" })).toBeVisible({
      timeout: 2000,
    });
    await followingLiveEvents(visitor);
  } finally {
    await toggle("Bakım modunu kapat", "Kapalı");
  }
  await expect(visitor.getByRole("heading", { level: 1 })).not.toHaveText("Sitemizi Yeniliyoruz", { timeout: 2000 });
  await expect(visitor.getByRole("banner")).toBeVisible();
  await visitor.close();
});
