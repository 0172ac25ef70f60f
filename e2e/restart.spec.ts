import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { systemActor } from "@/lib/auth/actor";
import { createCategory } from "@/lib/categories/mutations";
import { refreshOutsideNext } from "@/lib/database/cache-refresh";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "@/lib/database/embedded";
import { migrate } from "@/lib/database/migrations";
import { seedCategories } from "@/lib/database/seed-data";
import { seedDatabase } from "@/lib/database/seed";
import { write } from "@/lib/database/write";
import { createPrismaClient } from "@/lib/db";
import { paths } from "@/lib/site/paths";
import { RESTART_PORT } from "./constants";
import { copyBuild, startServer } from "./server-process";

/**
 * Rendered pages belong to one database and one SITE_URL. A server started on database A with one
 * origin renders pages; stopped and started again on the same build folder with database B and
 * another origin, it must serve B's content and B's origin everywhere: canonical, hreflang, the
 * sitemap, robots.txt and JSON-LD.
 */
const PORT = RESTART_PORT;
const origin = `http://127.0.0.1:${PORT}`;
const BUILD_COPY = ".next-restart";
const RUN = Date.now().toString(36);
const SITES = {
  a: { siteUrl: "http://site-a.example", category: `Yalnız A Veritabanında ${RUN}` },
  b: { siteUrl: "https://site-b.example", category: `Yalnız B Veritabanında ${RUN}` },
};
const topic = seedCategories.tr[0]!.topics[0]!;
const topicPath = paths.topic(seedCategories.tr[0]!.slug, topic.slug);
const PAGES = [paths.home, paths.team, topicPath, "/en"];

const databases: EmbeddedDatabase[] = [];
const dataDirs: string[] = [];

/** A new embedded database with the demo content and one category of its own (written as a command would). */
async function databaseWith(category: string): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "ip-site-restart-"));
  const database = await startEmbeddedDatabase(dataDir);
  dataDirs.push(dataDir);
  databases.push(database);
  await migrate(database.url);
  const db = createPrismaClient(database.url);
  await seedDatabase(db);
  const written = await write(
    systemActor("e2e"),
    createCategory({ languageCode: "tr", title: category, slug: `restart-${RUN}-${databases.length}` }),
    { refresh: refreshOutsideNext, db },
  );
  expect(written.ok).toBe(true);
  await db.$disconnect();
  return database.url;
}

function serve(databaseUrl: string, siteUrl: string) {
  return startServer(PORT, {
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATABASE_EMBEDDED: "1",
    SITE_URL: siteUrl,
    NEXT_DIST_DIR: BUILD_COPY,
    AUTH_SECRET: "restart-test-secret-restart-test-secret",
    ADMIN_EMAIL: "restart@example.com",
    ADMIN_PASSWORD: "restart-password",
    NEXT_TELEMETRY_DISABLED: "1",
  });
}

/** Every absolute URL of this site in a text (other sites, such as schema.org or LinkedIn, left out). */
function siteUrlsIn(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^"'<>\s\\]+/g)]
    .map((match) => match[0])
    .filter((url) => /site-[ab]\.example|localhost|127\.0\.0\.1/.test(url));
}

async function expectOnlyOrigin(request: APIRequestContext, siteUrl: string) {
  for (const pagePath of [...PAGES, "/sitemap.xml", "/robots.txt"]) {
    const response = await request.get(`${origin}${pagePath}`);
    expect(response.status(), pagePath).toBe(200);
    const urls = siteUrlsIn(await response.text());
    expect(urls.length, `${pagePath} names its own URLs`).toBeGreaterThanOrEqual(1);
    for (const url of urls)
      expect(url.startsWith(siteUrl), `${pagePath}: ${url} (${response.headers()["x-nextjs-cache"]})`).toBe(true);
    for (const value of Object.values(response.headers())) expect(value).not.toMatch(/site-[ab]\.example/);
  }
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  // A copy of the build, so this test's restarts never touch the caches of the main e2e server.
  copyBuild(BUILD_COPY);
});

test.afterAll(async () => {
  for (const database of databases) await database.stop();
  for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  rmSync(BUILD_COPY, { recursive: true, force: true });
});

test("a restart on another database and SITE_URL serves none of the old pages", async ({ request, page }) => {
  test.setTimeout(360_000);
  const [urlA, urlB] = [await databaseWith(SITES.a.category), await databaseWith(SITES.b.category)];

  const serverA = await serve(urlA, SITES.a.siteUrl);
  try {
    for (const pagePath of PAGES) await request.get(`${origin}${pagePath}`);
    // Served from the cache now, with A's origin and content.
    expect((await request.get(`${origin}${topicPath}`)).headers()["x-nextjs-cache"]).toBe("HIT");
    await expectOnlyOrigin(request, SITES.a.siteUrl);
    await page.goto(`${origin}/`);
    await expect(page.getByRole("link", { name: SITES.a.category })).toBeVisible();
    // The Host header names nothing the pages keep.
    const spoofed = await request.get(`${origin}${topicPath}`, { headers: { Host: "evil.example" } });
    expect(JSON.stringify(spoofed.headers()) + (await spoofed.text())).not.toContain("evil.example");
  } finally {
    await serverA.stop();
  }

  const serverB = await serve(urlB, SITES.b.siteUrl);
  try {
    await expectOnlyOrigin(request, SITES.b.siteUrl);
    expect(serverB.output()).toMatch(
      /The pages cached in \.next-restart were made for another database: they will be rendered afresh/,
    );
    await page.goto(`${origin}/`);
    await expect(page.getByRole("link", { name: SITES.b.category })).toBeVisible();
    await expect(page.getByRole("link", { name: SITES.a.category })).toHaveCount(0);
    await page.goto(`${origin}${topicPath}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITES.b.siteUrl}${topicPath}`);
    const hreflangs = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(hreflangs.length).toBeGreaterThanOrEqual(2);
    for (const href of hreflangs) expect(href.startsWith(`${SITES.b.siteUrl}/`)).toBe(true);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(siteUrlsIn(jsonLd.join("\n")).every((url) => url.startsWith(SITES.b.siteUrl))).toBe(true);
    expect(siteUrlsIn(jsonLd.join("\n")).length).toBeGreaterThanOrEqual(3);
  } finally {
    await serverB.stop();
  }
});
