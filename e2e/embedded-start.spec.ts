import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { seedCategories, seedTeam } from "@/lib/database/seed-data";
import { SHIPPED_LOCALES, prefixedPath } from "@/lib/i18n/routing";
import { paths } from "@/lib/site/paths";
import {
  assertPortFree,
  isPortTaken,
  startProcessGroup,
  stopProcessGroup,
  typeScriptArgs,
} from "@/scripts/process-group";
import { E2E_LISTEN_HOST, EMBEDDED_START_PORT as PORT } from "./constants";

/** `npm start` with no DATABASE_URL: an embedded PostgreSQL is started, migrated and seeded by itself. */
test("npm start without DATABASE_URL serves the seeded Turkish home page", async ({ page }) => {
  test.setTimeout(180_000);
  // A server left on this port by another run would answer instead of the one started here.
  await assertPortFree(PORT);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "ip-site-embedded-"));
  const { DATABASE_URL: _ignored, ...env } = process.env;
  // serve.ts → next-server, in a group of their own so that all of them are stopped.
  const server = startProcessGroup(process.execPath, typeScriptArgs("scripts/serve.ts", "start"), {
    env: {
      ...env,
      PORT: String(PORT),
      LISTEN_HOST: E2E_LISTEN_HOST,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: "",
      ADMIN_PASSWORD: "",
      AUTH_SECRET: "",
    },
  });
  let output = "";
  server.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  try {
    // The one-time password is the last thing printed: after the server's own "Ready" line, not above the build.
    const passwordLine = /\|\s+password: (\S{12,})\s+\|/;
    await expect
      .poll(() => output, { timeout: 150_000, message: "the one-time password never came" })
      .toMatch(passwordLine);
    expect(output.search(/Ready in/)).toBeGreaterThan(-1);
    expect(output.search(passwordLine)).toBeGreaterThan(output.search(/Ready in/));
    expect(output).toContain(`Sign in to the admin panel at http://localhost:${PORT}/admin`);
    expect(output).toMatch(/\|\s+e-mail:\s+admin@localhost\s+\|/);
    expect(output).not.toMatch(/Dropped the cached|no record of what/);
    await page.goto(`http://127.0.0.1:${PORT}/`);
    await expect(
      page.getByRole("navigation", { name: "Konu menüsü" }).getByRole("link", { name: seedCategories.tr[0]!.title }),
    ).toBeVisible();
    expect(output).toContain("No DATABASE_URL: starting the embedded PostgreSQL");
    await expectWholeSiteInEveryLanguage(page);
    // The printed password signs in.
    await page.goto(`http://127.0.0.1:${PORT}/admin`);
    await page.getByLabel("E-posta").fill("admin@localhost");
    await page.getByLabel("Şifre").fill(passwordLine.exec(output)![1]!);
    await page.getByRole("button", { name: "Giriş Yap" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  } finally {
    await stopProcessGroup(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  expect(await isPortTaken(PORT), `something still listens on port ${PORT} after the server was stopped`).toBe(false);
});

/** The seed is a whole site in each language: a menu of categories, the team, every topic's page. */
async function expectWholeSiteInEveryLanguage(page: Page): Promise<void> {
  const origin = `http://127.0.0.1:${PORT}`;
  for (const lang of SHIPPED_LOCALES) {
    const preparing = (JSON.parse(readFileSync(`messages/${lang}.json`, "utf8")) as { Menu: { preparing: string } })
      .Menu.preparing;
    await page.goto(`${origin}${prefixedPath(lang, paths.home)}`);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    for (const category of seedCategories[lang])
      await expect(page.getByRole("link", { name: category.title, exact: true }).first(), lang).toBeVisible();
    await expect(page.getByText(preparing)).toHaveCount(0);
    await page.goto(`${origin}${prefixedPath(lang, paths.team)}`);
    for (const member of seedTeam[lang])
      await expect(page.getByRole("heading", { name: member.name }).first(), lang).toBeVisible();
    const category = seedCategories[lang][1]!;
    const topic = category.topics[0]!;
    const response = await page.goto(`${origin}${prefixedPath(lang, paths.topic(category.slug, topic.slug))}`);
    expect(response?.status(), `${lang}: ${topic.slug}`).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: topic.title })).toBeVisible();
  }
}
