import { rmSync } from "node:fs";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { paths } from "@/lib/site/paths";
import { createAdminOnE2e, e2eDatabaseUrl, onE2eDatabase, runId } from "../admin-helpers";
import { E2E_SCHEMA, OUTAGE_PORT } from "../constants";
import { copyBuild, startServer, type TestServer } from "../server-process";

/**
 * The maintenance mode is never unknown, and only a live session previews the site during it.
 * A server starts while its first read of the mode fails (the settings row is locked and the
 * statement times out), with the stored mode on: public pages are not served as if it were off
 * (503 with Retry-After), and once the read can succeed the server follows the stored mode within
 * seconds, with no change made. Then an administrator previews the real site, and after logging out
 * (or being deactivated) the same cookies show the maintenance screen.
 * The mode is switched on the e2e database by SQL without a notification (the e2e server keeps its
 * own idea of it), and restored afterwards.
 */
test.describe.configure({ mode: "serial" });

const ORIGIN = `http://127.0.0.1:${OUTAGE_PORT}`;
const BUILD = ".next-maintenance-unknown";
const RUN = runId();
const ADMIN = { email: `preview-${RUN}@example.com`, password: `preview-password-${RUN}` };

let server: TestServer;
let wasActive = false;
let lock: pg.Client;

async function e2eClient(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl().replace(/\?schema=\w+/, "") });
  await client.connect();
  await client.query(`SET search_path TO "${E2E_SCHEMA}"`);
  return client;
}

test.beforeAll(async () => {
  const client = await e2eClient();
  try {
    const { rows } = await client.query<{ isActive: boolean }>(
      `SELECT "isActive" FROM "MaintenanceSettings" WHERE id = 1`,
    );
    wasActive = rows[0]?.isActive ?? false;
    await client.query(
      `INSERT INTO "MaintenanceSettings" (id, "isActive", "lastUpdated") VALUES (1, true, now())
       ON CONFLICT (id) DO UPDATE SET "isActive" = true`,
    );
  } finally {
    await client.end();
  }
  expect(await createAdminOnE2e(ADMIN)).toBe(true);
  // Held until the test lets go: the server's reads of the mode wait, and time out.
  lock = await e2eClient();
  await lock.query("BEGIN");
  await lock.query(`LOCK TABLE "MaintenanceSettings" IN ACCESS EXCLUSIVE MODE`);
  copyBuild(BUILD);
  server = await startServer(OUTAGE_PORT, {
    ...process.env,
    DATABASE_URL: e2eDatabaseUrl(),
    DATABASE_STATEMENT_TIMEOUT_MS: "1500",
    NEXT_DIST_DIR: BUILD,
    AUTH_SECRET: "unknown-mode-secret-unknown-mode-secret",
    NEXT_TELEMETRY_DISABLED: "1",
  });
});

/** A failure shows what the server logged: the test's own server, not the e2e one. */
test.afterEach(({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) console.log(`The server said:\n${server?.output().slice(-6000)}`);
});

test.afterAll(async () => {
  await lock?.query("ROLLBACK").catch(() => undefined);
  await lock?.end();
  await server?.stop();
  rmSync(BUILD, { recursive: true, force: true });
  await onE2eDatabase(`UPDATE "MaintenanceSettings" SET "isActive" = $1 WHERE id = 1`, [wasActive]);
  await onE2eDatabase(`DELETE FROM "AdminUser" WHERE email = $1`, [ADMIN.email]);
});

test("a server that could not read the mode serves no public page as if it were off, and follows the stored mode once it can", async ({
  request,
}) => {
  test.setTimeout(120_000);
  for (const path of [paths.home, "/en"]) {
    const response = await request.get(`${ORIGIN}${path}`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(503);
    expect(response.headers()["retry-after"], path).toBeDefined();
    expect(response.headers()["cache-control"], path).toContain("no-store");
    expect(await response.text(), path).toContain("Bir Hata Oluştu");
  }

  await lock.query("ROLLBACK");
  const releasedAt = Date.now();
  // No change is made: the server reads the stored mode again by itself.
  await expect
    .poll(async () => (await request.get(`${ORIGIN}${paths.home}`)).headers()["retry-after"], { timeout: 10_000 })
    .toBe("900");
  console.log(`the stored mode (on) followed ${Date.now() - releasedAt} ms after the database could answer`);
  expect((await request.get(`${ORIGIN}${paths.home}`)).status()).toBe(503);
});

/** The maintenance screen, told from the other 503s by its own wait (lib/maintenance/screen.ts). */
const isMaintenanceScreen = (response: { status(): number; headers(): Record<string, string> } | null) =>
  response?.status() === 503 && response.headers()["retry-after"] === "900";

test("the preview cookie shows the real site only while its session lives", async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: ORIGIN });
  const admin = await context.newPage();
  await admin.goto("/admin");
  await admin.locator("#login-email").fill(ADMIN.email);
  await admin.locator("#login-password").fill(ADMIN.password);
  await admin.locator("form button[type=submit]").click();
  await expect(admin).toHaveURL(/\/admin\/dashboard$/, { timeout: 20_000 });

  // Signed in: the real page, marked as a preview.
  const preview = await admin.goto(paths.home);
  expect(preview?.status()).toBe(200);
  const cookies = await context.cookies();
  expect(cookies.map((cookie) => cookie.name)).toContain("maintenance-preview");

  // Logged out: the same cookies, kept by someone, show the screen.
  await admin.goto("/admin/dashboard");
  await admin.getByRole("button", { name: /Çıkış Yap/ }).click();
  await expect(admin).toHaveURL(/\/admin$/, { timeout: 20_000 });
  const copy = await browser.newContext({ baseURL: ORIGIN });
  await copy.addCookies(cookies);
  expect(isMaintenanceScreen(await (await copy.newPage()).goto(paths.home))).toBe(true);

  // Deactivated, even with a session row left behind: the screen too.
  const again = await browser.newContext({ baseURL: ORIGIN });
  const page = await again.newPage();
  await page.goto("/admin");
  await page.locator("#login-email").fill(ADMIN.email);
  await page.locator("#login-password").fill(ADMIN.password);
  await page.locator("form button[type=submit]").click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 20_000 });
  expect((await page.goto(paths.home))?.status()).toBe(200);
  await onE2eDatabase(`UPDATE "AdminUser" SET "deactivatedAt" = now() WHERE email = $1`, [ADMIN.email]);
  expect(isMaintenanceScreen(await page.goto(paths.home))).toBe(true);
  await Promise.all([context.close(), copy.close(), again.close()]);
});
