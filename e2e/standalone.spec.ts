import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { assertPortFree, isPortTaken, startProcessGroup, stopProcessGroup } from "@/scripts/process-group";
import { hashIp } from "@/lib/auth/client-ip";
import { createPrismaClient } from "@/lib/db";
import { serverMemoryEnv } from "@/lib/site/heap.mjs";
import { e2eDatabaseUrl } from "./admin-helpers";
import { E2E_AUTH_SECRET, E2E_LISTEN_HOST, STANDALONE_PORT as PORT } from "./constants";

/**
 * The Docker image's server (see the Dockerfile): the app's server entry in the standalone build, with the static
 * files and public/ copied beside it, started as the image starts it, listening on 127.0.0.1 as
 * behind a reverse proxy on the same host. Its pages and the admin answer, with no redirect loop.
 * Built into a folder of its own, served on the e2e database.
 */
const DIST = ".next-standalone";
/** The server entry the image runs, and the plain modules beside it that it imports (the Dockerfile copies lib/site/*.mjs). */
const SERVER_ENTRY = "lib/site/server.mjs";
const SERVER_ENTRY_FILES = readdirSync("lib/site")
  .filter((file) => file.endsWith(".mjs"))
  .map((file) => path.join("lib/site", file));
const SERVER_DIR = path.join(DIST, "standalone");
const origin = `http://127.0.0.1:${PORT}`;
const log = { text: "" };
let server: ChildProcess | undefined;

function logged(child: ChildProcess): ChildProcess {
  child.stdout?.on("data", (chunk: Buffer) => (log.text += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (log.text += chunk.toString()));
  return child;
}

test.beforeAll(async () => {
  test.setTimeout(420_000);
  // Before building: a server left on this port by another run would answer instead of this one.
  await assertPortFree(PORT);
  const build = logged(
    spawn("npx", ["next", "build"], {
      env: { ...process.env, NEXT_OUTPUT: "standalone", NEXT_DIST_DIR: DIST, NEXT_TELEMETRY_DISABLED: "1" },
    }),
  );
  const code = await new Promise<number | null>((resolve) => build.on("exit", resolve));
  expect(code, `the standalone build failed:\n${log.text.slice(-3000)}`).toBe(0);
  // The Dockerfile's COPY lines: the static files and public/ are not part of the standalone output.
  cpSync(path.join(DIST, "static"), path.join(SERVER_DIR, DIST, "static"), { recursive: true });
  cpSync("public", path.join(SERVER_DIR, "public"), { recursive: true });
  for (const entry of SERVER_ENTRY_FILES) cpSync(entry, path.join(SERVER_DIR, entry));
  // Nor a proxy count: the image's default, 0, is what the address test below checks.
  const { REDIS_URL: _local, TRUSTED_PROXY_HOPS: _hops, ...env } = process.env;
  server = logged(
    startProcessGroup(process.execPath, [SERVER_ENTRY], {
      cwd: SERVER_DIR,
      env: {
        ...env,
        // The image's environment (Dockerfile), but on loopback, and the compose file's app settings.
        ...serverMemoryEnv({}),
        NODE_ENV: "production",
        NEXT_TELEMETRY_DISABLED: "1",
        PORT: String(PORT),
        HOSTNAME: E2E_LISTEN_HOST,
        DATABASE_URL: e2eDatabaseUrl(),
        AUTH_SECRET: E2E_AUTH_SECRET,
        SITE_URL: origin,
        NEXTAUTH_URL: origin,
        // Only the folder's name differs from the image's .next (lib/site/build-dir.ts).
        NEXT_DIST_DIR: DIST,
      },
    }),
  );
  await expect
    .poll(() => log.text, { timeout: 60_000, message: "the standalone server never got ready" })
    .toMatch(/Ready in/);
});

test.afterAll(async () => {
  if (server) await stopProcessGroup(server);
  expect(await isPortTaken(PORT), `something still listens on port ${PORT} after the server was stopped`).toBe(false);
  rmSync(DIST, { recursive: true, force: true });
});

/** Each page, and what shows it is that page in that language. */
const PAGES: { path: string; lang: string; shows: (page: Page) => Locator }[] = [
  { path: "/", lang: "tr", shows: (page) => page.getByRole("navigation", { name: "Konu menüsü" }) },
  {
    path: "/kurumsal",
    lang: "tr",
    shows: (page) =>
      page
        .getByRole("main")
        .getByRole("heading", { level: 1, name: "Fikirlerinizi koruyan güvenilir çözüm ortağınız" }),
  },
  { path: "/en", lang: "en", shows: (page) => page.getByRole("navigation", { name: "Topic menu" }) },
];

for (const { path: pagePath, lang, shows } of PAGES) {
  test(`${pagePath} answers at its own address, no redirect`, async ({ page, request }) => {
    expect((await request.get(`${origin}${pagePath}`, { maxRedirects: 0 })).status()).toBe(200);
    const response = await page.goto(`${origin}${pagePath}`);
    expect(response?.status()).toBe(200);
    expect(page.url()).toBe(`${origin}${pagePath}`);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(shows(page)).toBeVisible();
  });
}

test("the admin's sign-in answers at /admin and /en/admin, not at the internal route", async ({ page, request }) => {
  for (const pagePath of ["/admin", "/en/admin"]) {
    expect((await request.get(`${origin}${pagePath}`, { maxRedirects: 0 })).status(), pagePath).toBe(200);
    await page.goto(`${origin}${pagePath}`);
    expect(page.url()).toBe(`${origin}${pagePath}`);
    await expect(page.locator("#login-email")).toBeVisible();
  }
});

test("a Turkish address under /tr is redirected once, to the page itself", async ({ request }) => {
  const redirected = await request.get(`${origin}/tr/kurumsal`, { maxRedirects: 0 });
  expect(redirected.status()).toBe(307);
  expect(redirected.headers().location).toBe("/kurumsal");
  expect((await request.get(`${origin}/tr/kurumsal`)).url()).toBe(`${origin}/kurumsal`);
});

test("the image's server entry refuses what Next cannot read: a malformed path is 400, TRACE 405", async ({
  request,
}) => {
  const api = await request.get(`${origin}/api/%ff`);
  expect(api.status()).toBe(400);
  expect((await api.json()).error.code).toBe("malformedPath");
  const page = await request.get(`${origin}/en/%ff`);
  expect(page.status()).toBe(400);
  expect(await page.text()).toContain("Geçersiz adres");
  expect((await request.fetch(`${origin}/`, { method: "TRACE" })).status()).toBe(405);
  // And the app's own address is known to it: its health names the database up and the listener connected.
  expect(await (await request.get(`${origin}/api/health`)).json()).toMatchObject({
    database: "up",
    changeListener: "up",
  });
});

test("with no proxy configured, a client's X-Forwarded-For is ignored: its requests count against its own connection", async ({
  request,
}) => {
  const spoofed = `198.51.100.${Math.floor(Math.random() * 254) + 1}`;
  const answer = await request.get(`${origin}/api/languages`, {
    headers: { "x-forwarded-for": spoofed, "x-site-client-address": spoofed },
  });
  expect(answer.status()).toBe(200);
  const db = createPrismaClient(e2eDatabaseUrl());
  try {
    const counted = await db.apiRateLimit.findMany({
      where: { caller: { in: [spoofed, "127.0.0.1"].map((ip) => `ip:${hashIp(ip, E2E_AUTH_SECRET)}`) } },
      select: { caller: true },
    });
    expect(counted).toEqual([{ caller: `ip:${hashIp("127.0.0.1", E2E_AUTH_SECRET)}` }]);
  } finally {
    await db.$disconnect();
  }
});
