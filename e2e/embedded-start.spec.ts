import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { seedCategories } from "@/lib/database/seed-data";
import { assertPortFree, isPortTaken, startProcessGroup, stopProcessGroup } from "@/scripts/process-group";
import { E2E_LISTEN_HOST, EMBEDDED_START_PORT as PORT } from "./constants";

/** `npm start` with no DATABASE_URL: an embedded PostgreSQL is started, migrated and seeded by itself. */
test("npm start without DATABASE_URL serves the seeded Turkish home page", async ({ page }) => {
  test.setTimeout(180_000);
  // A server left on this port by another run would answer instead of the one started here.
  await assertPortFree(PORT);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "ip-site-embedded-"));
  const { DATABASE_URL: _ignored, ...env } = process.env;
  // tsx → serve.ts → next-server, in a group of their own so that all of them are stopped.
  const server = startProcessGroup(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/serve.ts", "start"], {
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
