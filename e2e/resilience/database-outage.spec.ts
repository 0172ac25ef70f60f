import { rmSync } from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import pg from "pg";
import { paths } from "@/lib/site/paths";
import { e2eDatabaseUrl, formReady, runId, signedInAdmin } from "../admin-helpers";
import { E2E_ADMIN, OUTAGE_PORT } from "../constants";
import { openDatabaseGate, type DatabaseGate } from "../database-gate";
import { copyBuild, startServer, type TestServer } from "../server-process";

/**
 * Availability: the database stops under a running server (a gate between the two cuts
 * every connection and refuses new ones). Cached pages keep answering with their last content; a page
 * that has to be rendered is a 503 with Retry-After and the error screen; the health check says 503;
 * an admin save and a sign-in fail within seconds with the spec's messages and leak nothing; once the
 * database is back, all of it works again without a restart.
 */
test.describe.configure({ mode: "serial" });

const ORIGIN = `http://127.0.0.1:${OUTAGE_PORT}`;
const BUILD = ".next-database-outage";
const RUN = runId();
const CATEGORY = `Kesinti Kategori ${RUN}`;
/** What no page or answer may show: the database's, Prisma's or Node's own words. */
const INTERNALS =
  /prisma|P10\d\d|PrismaClient|DriverAdapter|ECONNREFUSED|DatabaseNotReachable|SELECT |invocation|at async |node_modules|\.next\/server/i;

let gate: DatabaseGate;
let server: TestServer;

/**
 * Two topics (of the seed) no one has visited on this server: a topic's body is read when its page
 * is rendered (a category page can be made from the cached menu alone, without the database).
 */
async function unvisitedTopics(): Promise<string[]> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl().replace(/\?schema=\w+/, "") });
  await client.connect();
  try {
    const schema = new URL(e2eDatabaseUrl()).searchParams.get("schema") ?? "public";
    const { rows } = await client.query<{ category: string; topic: string }>(
      `SELECT c.slug AS category, t.slug AS topic FROM "${schema}"."Content" t JOIN "${schema}"."Category" c ON c.id = t."categoryId"
       WHERE t."languageCode" = 'tr' AND t."isActive" AND c."isActive" ORDER BY t.id LIMIT 2`,
    );
    return rows.map((row) => `/${row.category}/${row.topic}`);
  } finally {
    await client.end();
  }
}

async function healthStatus(request: APIRequestContext): Promise<number> {
  return (await request.get(`${ORIGIN}/api/health`)).status();
}

/** What the page's main area shows once a streamed loading state (the team page's) has given way to the content. */
const mainText = async (page: Page) => {
  await expect(page.getByTestId("loading-status")).toHaveCount(0);
  return (await page.locator("main").innerText()).trim();
};

test.beforeAll(async () => {
  gate = await openDatabaseGate(e2eDatabaseUrl());
  copyBuild(BUILD);
  server = await startServer(OUTAGE_PORT, {
    ...process.env,
    DATABASE_URL: gate.url,
    NEXT_DIST_DIR: BUILD,
    AUTH_SECRET: "outage-test-secret-outage-test-secret",
    NEXT_TELEMETRY_DISABLED: "1",
  });
});

test.afterAll(async () => {
  await server?.stop();
  await gate?.close();
  rmSync(BUILD, { recursive: true, force: true });
  const client = new pg.Client({ connectionString: e2eDatabaseUrl().replace(/\?schema=\w+/, "") });
  await client.connect();
  const schema = new URL(e2eDatabaseUrl()).searchParams.get("schema") ?? "public";
  await client.query(`DELETE FROM "${schema}"."Category" WHERE title = $1`, [CATEGORY]);
  await client.end();
});

test("with the database stopped: cached pages answer, others are 503 with the error screen, saves and sign-ins fail fast; all recover", async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const cachedPaths = [paths.home, "/en", paths.about, paths.team];
  const topics = await unvisitedTopics();
  expect(topics).toHaveLength(2);

  // Before: visited once, so cached; an administrator at work on a new category.
  const visitor = await browser.newPage({ baseURL: ORIGIN });
  const before = new Map<string, string>();
  for (const path of cachedPaths) {
    expect((await visitor.goto(path))?.status(), path).toBe(200);
    before.set(path, await mainText(visitor));
  }
  const admin = await signedInAdmin(browser, ORIGIN);
  await admin.goto("/admin/categories/new?lang=tr");
  await formReady(admin);
  await admin.getByLabel("Başlık *").fill(CATEGORY);

  await gate.cut();
  await expect.poll(() => healthStatus(request), { timeout: 15_000 }).toBe(503);

  // Cached pages: 200, with what they showed before.
  for (const path of cachedPaths) {
    expect((await visitor.goto(path))?.status(), path).toBe(200);
    expect(await mainText(visitor), path).toBe(before.get(path));
  }

  // A page that must be rendered: 503, Retry-After, the spec's error screen, nothing internal.
  for (const path of topics) {
    const response = await visitor.goto(path);
    expect(response?.status(), path).toBe(503);
    expect(response?.headers()["retry-after"], path).toBe("30");
    await expect(visitor.getByRole("heading", { level: 1, name: "Bir Hata Oluştu" })).toBeVisible();
    await expect(
      visitor.getByText(
        "Üzgünüz, beklenmeyen bir hata oluştu. Lütfen sayfayı yenileyin veya daha sonra tekrar deneyin.",
      ),
    ).toBeVisible();
    await expect(visitor.getByRole("button", { name: "Sayfayı Yenile" })).toBeVisible();
    expect(await response!.text(), path).not.toMatch(INTERNALS);
  }
  const health = await request.get(`${ORIGIN}/api/health`);
  expect(await health.json()).toMatchObject({ status: "unavailable", database: "down" });

  // The save fails within seconds with the spec's message, and the typed title stays.
  const started = Date.now();
  await admin.getByRole("button", { name: "Yayınla", exact: true }).click();
  await expect(admin.locator("form").getByRole("alert")).toHaveText("Kategori kaydedilirken bir hata oluştu", {
    timeout: 8_000,
  });
  expect(Date.now() - started).toBeLessThan(8_000);
  await expect(admin.getByLabel("Başlık *")).toHaveValue(CATEGORY);
  expect(await admin.content()).not.toMatch(INTERNALS);

  // Signing in with the right password: the generic failure, and no session cookie.
  const signIn = await browser.newPage({ baseURL: ORIGIN });
  await signIn.goto("/admin");
  await signIn.locator("#login-email").fill(E2E_ADMIN.email);
  await signIn.locator("#login-password").fill(E2E_ADMIN.password);
  await signIn.getByRole("button", { name: "Giriş Yap" }).click();
  await expect(signIn.locator("form").getByRole("alert")).toHaveText("Giriş yapılırken bir hata oluştu", {
    timeout: 8_000,
  });
  expect(
    (await signIn.context().cookies()).map((cookie) => cookie.name).filter((name) => name.includes("session-token")),
  ).toEqual([]);

  // Back: no restart, and everything works again.
  await gate.restore();
  await expect.poll(() => healthStatus(request), { timeout: 45_000 }).toBe(200);
  for (const path of topics) expect((await visitor.goto(path))?.status(), path).toBe(200);
  await admin.getByRole("button", { name: "Yayınla", exact: true }).click();
  await expect(admin).toHaveURL(/\/admin\/categories\?lang=tr&saved=\d+&as=publish$/);
  await signIn.getByRole("button", { name: "Giriş Yap" }).click();
  await expect(signIn.getByRole("heading", { level: 1, name: "Gösterge Paneli" })).toBeVisible();
  await Promise.all([visitor.context().close(), admin.context().close(), signIn.context().close()]);
});
