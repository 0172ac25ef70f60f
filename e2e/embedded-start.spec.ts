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
    env: { ...env, PORT: String(PORT), LISTEN_HOST: E2E_LISTEN_HOST, DATA_DIR: dataDir, ADMIN_EMAIL: "", ADMIN_PASSWORD: "", AUTH_SECRET: "" },
  });
  let output = "";
  server.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  try {
    await expect.poll(() => output, { timeout: 150_000, message: "the server never got ready" }).toMatch(/Ready in|started server/i);
    await page.goto(`http://127.0.0.1:${PORT}/`);
    await expect(page.getByRole("navigation", { name: "Konu menüsü" }).getByRole("link", { name: seedCategories.tr[0]!.title })).toBeVisible();
    expect(output).toContain("No DATABASE_URL: starting the embedded PostgreSQL");
    expect(output).toMatch(/Created the administrator admin@localhost with the password: \S{12,}/);
  } finally {
    await stopProcessGroup(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  expect(await isPortTaken(PORT), `something still listens on port ${PORT} after the server was stopped`).toBe(false);
});
