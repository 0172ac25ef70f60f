import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { seedCategories } from "@/lib/database/seed-data";
import {
  assertPortFree,
  isPortTaken,
  startProcessGroup,
  stopProcessGroup,
  typeScriptArgs,
} from "@/scripts/process-group";
import { BASE_PATH_PORT as PORT, E2E_ADMIN, E2E_LISTEN_HOST } from "./constants";
import { seededTopic, switchLanguage } from "./helpers";

/**
 * The site built and served under a base path (NEXT_PUBLIC_BASE_PATH=/firma), in a build folder of
 * its own, on an embedded database of its own (seeded by `npm start`): pages, the language switch
 * and the whole admin round trip stay under it.
 */
const BASE = "/firma";
const origin = `http://127.0.0.1:${PORT}`;
const { DATABASE_URL: _shared, ...baseEnv } = process.env;
const env = { ...baseEnv, NEXT_PUBLIC_BASE_PATH: BASE, NEXT_DIST_DIR: ".next-base-path", NEXT_TELEMETRY_DISABLED: "1" };

function run(child: ChildProcess, output: { text: string }) {
  child.stdout?.on("data", (chunk: Buffer) => (output.text += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output.text += chunk.toString()));
  return child;
}

let server: ChildProcess | undefined;
const log = { text: "" };
const dataDir = mkdtempSync(path.join(os.tmpdir(), "ip-site-base-path-"));

test.beforeAll(async () => {
  test.setTimeout(420_000);
  // Before building: a server left on this port by another run would answer instead of this one.
  await assertPortFree(PORT);
  const build = run(spawn("npx", ["next", "build"], { env }), log);
  const code = await new Promise<number | null>((resolve) => build.on("exit", resolve));
  expect(code, `next build under ${BASE} failed:\n${log.text.slice(-3000)}`).toBe(0);
  // serve.ts → next-server, in a group of their own so that all of them are stopped.
  server = run(
    startProcessGroup(process.execPath, typeScriptArgs("scripts/serve.ts", "start"), {
      env: {
        ...env,
        PORT: String(PORT),
        LISTEN_HOST: E2E_LISTEN_HOST,
        DATA_DIR: dataDir,
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        AUTH_SECRET: "",
      },
    }),
    log,
  );
  await expect
    .poll(() => log.text, { timeout: 150_000, message: "the base-path server never got ready" })
    .toMatch(/Ready in|started server/i);
});

test.afterAll(async () => {
  if (server) await stopProcessGroup(server);
  rmSync(dataDir, { recursive: true, force: true });
  expect(await isPortTaken(PORT), `something still listens on port ${PORT} after the server was stopped`).toBe(false);
});

test("public pages and the language switch stay under the base path", async ({ page }) => {
  // A category with a page of its own (a service's is shown on the service's page).
  const { category } = seededTopic("tr");
  const english = seedCategories.en.find((candidate) => candidate.key === category.key)!;
  await page.goto(`${origin}${BASE}`);
  await expect(
    page.getByRole("navigation", { name: "Konu menüsü" }).getByRole("link", { name: category.title }),
  ).toBeVisible();
  await page.getByRole("navigation", { name: "Konu menüsü" }).getByRole("link", { name: category.title }).click();
  await expect(page).toHaveURL(`${origin}${BASE}/${category.slug}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${BASE}/${category.slug}$`));
  // The site's root is written without the trailing slash that would be redirected.
  const home = page.getByRole("navigation", { name: "Ana menü" }).getByRole("link", { name: "Ana Sayfa", exact: true });
  await expect(home).toHaveAttribute("href", BASE);
  await home.click();
  await expect(page).toHaveURL(`${origin}${BASE}`);
  await page.getByRole("navigation", { name: "Konu menüsü" }).getByRole("link", { name: category.title }).click();
  await expect(page).toHaveURL(`${origin}${BASE}/${category.slug}`);
  await switchLanguage(page, /English/);
  await expect(page).toHaveURL(`${origin}${BASE}/en/${english.slug}`);
});

test("sign-in, the admin's links and logout stay under the base path", async ({ page }) => {
  await page.goto(`${origin}${BASE}/admin/categories`);
  await expect(page).toHaveURL(`${origin}${BASE}/admin?from=${encodeURIComponent(`${BASE}/admin/categories`)}`);
  await page.locator("#login-email").fill(E2E_ADMIN.email);
  await page.locator("#login-password").fill(E2E_ADMIN.password);
  await page.locator("form button[type=submit]").click();
  await expect(page).toHaveURL(`${origin}${BASE}/admin/categories`);
  await page.getByRole("link", { name: "İçerikler" }).click();
  await expect(page).toHaveURL(`${origin}${BASE}/admin/contents`);
  await page.getByRole("link", { name: "English", exact: true }).click();
  await expect(page).toHaveURL(`${origin}${BASE}/en/admin/dashboard`);
  await page.getByRole("button", { name: /Sign Out/ }).click();
  await expect(page).toHaveURL(`${origin}${BASE}/en/admin`);
  await page.goto(`${origin}${BASE}/admin/dashboard`);
  await expect(page).toHaveURL(/\/firma\/admin\?from=/);
});
