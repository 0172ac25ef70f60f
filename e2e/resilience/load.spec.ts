import { execFileSync } from "node:child_process";
import { randomInt } from "node:crypto";
import { readFileSync, rmSync } from "node:fs";
import { expect, test, type Browser } from "@playwright/test";
import { paths } from "@/lib/site/paths";
import { e2eDatabaseUrl, runId, tokenCommand } from "../admin-helpers";
import { E2E_AUTH_SECRET, LOAD_PORT } from "../constants";
import { seededTopic } from "../helpers";
import { copyBuild, startServer, type TestServer } from "../server-process";
import { loadRun } from "./load";

/**
 * Availability under load: 200 connections for 60 s over the home, a category, a topic,
 * the team and the contact page, while an editor saves a topic again a second after each save (each expires
 * pages being loaded): no request fails, none is a 5xx, and the server's memory stays bounded. Then
 * a burst on the contact form: its rate-limit message, never a server error.
 */
test.describe.configure({ mode: "serial" });

const ORIGIN = `http://127.0.0.1:${LOAD_PORT}`;
const BUILD = ".next-load";
const RUN = runId();
const TOKEN_NAME = `load-${RUN}`;
let server: TestServer;
let token = "";

/** The resident memory of the process listening on the port, in MB. */
function residentMB(port: number): number {
  const listening = execFileSync("ss", ["-Hltnp", `sport = :${port}`], { encoding: "utf8" });
  const pid = /pid=(\d+)/.exec(listening)?.[1];
  if (!pid) throw new Error(`nothing listens on ${port}: ${listening}`);
  const kilobytes = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Math.round(Number(kilobytes) / 1024);
}

test.beforeAll(async () => {
  copyBuild(BUILD);
  server = await startServer(LOAD_PORT, {
    ...process.env,
    DATABASE_URL: e2eDatabaseUrl(),
    NEXT_DIST_DIR: BUILD,
    AUTH_SECRET: E2E_AUTH_SECRET,
    TRUSTED_PROXY_HOPS: "1",
    NEXT_TELEMETRY_DISABLED: "1",
  });
  token = tokenCommand("create", "--name", TOKEN_NAME).trim().split("\n").at(-1)!;
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(BUILD, { recursive: true, force: true });
  if (token) tokenCommand("revoke", "--name", TOKEN_NAME);
});

test("200 connections for 60 s with saves in between: no failed request, no 5xx, memory bounded", async () => {
  test.setTimeout(240_000);
  const authorized = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const { category } = seededTopic("tr");
  const categoryId = (
    (await (await fetch(`${ORIGIN}/api/content/tr/categories`)).json()) as { id: number; slug: string }[]
  ).find((item) => item.slug === category.slug)!.id;
  const created = await fetch(`${ORIGIN}/api/content/tr/contents`, {
    method: "POST",
    headers: authorized,
    body: JSON.stringify({ categoryId, title: `Yük ${RUN}`, slug: `yuk-${RUN}`, body: "<p>0</p>" }),
  });
  expect(created.status).toBe(201);
  let topic = (await created.json()) as Record<string, unknown>;
  const topicPath = paths.topic(category.slug, `yuk-${RUN}`);
  const pagePaths = [paths.home, paths.category(category.slug), topicPath, paths.team, paths.contact];
  for (const path of pagePaths) expect((await fetch(`${ORIGIN}${path}`)).status, path).toBe(200);
  const before = residentMB(LOAD_PORT);

  let loading = true;
  const saves: number[] = [];
  const editor = (async () => {
    while (loading) {
      const { id, languageCode: _language, translationKey: _links, ...fields } = topic;
      const response = await fetch(`${ORIGIN}/api/content/tr/contents/${id}`, {
        method: "PUT",
        headers: authorized,
        body: JSON.stringify({ ...fields, body: `<p>${saves.length + 1}</p>` }),
      });
      saves.push(response.status);
      if (response.ok) topic = (await response.json()) as Record<string, unknown>;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  })();
  const result = await loadRun({ origin: ORIGIN, paths: pagePaths, connections: 200, seconds: 60 });
  loading = false;
  await editor;
  const after = residentMB(LOAD_PORT);
  console.log(
    `Load: ${result.requests} requests in 60 s at 200 connections (${Math.round(result.requests / 60)}/s), ${saves.length} saves; RSS ${before} MB before, ${after} MB after.`,
  );

  expect(result.failures).toEqual([]);
  expect(result.statuses).toEqual({ 200: result.requests });
  expect(saves).toEqual(saves.map(() => 200));
  // A save waits its turn among 200 connections (a few seconds each), then a second: at least five in the minute.
  expect(saves.length).toBeGreaterThanOrEqual(5);
  // What the run itself left behind: bounded, not growing with the requests served.
  expect(after - before, `RSS grew from ${before} MB to ${after} MB`).toBeLessThan(300);
  // The last save is what the page shows.
  expect(await (await fetch(`${ORIGIN}${topicPath}`)).text()).toContain(`<p>${saves.length}</p>`);
  await fetch(`${ORIGIN}/api/content/tr/contents/${topic.id}`, { method: "DELETE", headers: authorized });
});

async function contactPage(browser: Browser, address: string) {
  const page = await browser.newPage({ baseURL: ORIGIN, extraHTTPHeaders: { "x-forwarded-for": address } });
  await page.goto(paths.contact);
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Mesaj Gönder" }) });
  await form.getByLabel("Ad Soyad").fill("Ayşe Yılmaz");
  await form.getByLabel("E-posta").fill("ayse@example.com");
  await form.getByLabel("Konu").fill("Patent");
  await form.getByLabel("Mesajınız").fill("Buluşum için patent başvurusu yapmak istiyorum.");
  await form.getByRole("checkbox", { name: /açık rıza veriyorum/ }).check();
  return { page, form };
}

test("a burst on the contact form from one address: five are taken, the rest get the rate-limit message, none a server error", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const address = `203.0.${randomInt(256)}.${randomInt(1, 255)}`;
  const pages = await Promise.all(Array.from({ length: 8 }, () => contactPage(browser, address)));
  const serverErrors: string[] = [];
  for (const { page } of pages)
    page.on(
      "response",
      (response) => response.status() >= 500 && serverErrors.push(`${response.status()} ${response.url()}`),
    );
  await Promise.all(pages.map(({ form }) => form.getByRole("button", { name: "Mesaj Gönder" }).click()));
  const outcomes = await Promise.all(
    pages.map(async ({ page }) => {
      // A stored message replaces the form with a panel; a refused one keeps the form and says why.
      const status = page.getByRole("status").filter({ hasText: /Mesajınız bize ulaştı|Çok fazla mesaj gönderdiniz/ });
      await expect(status).toBeVisible();
      return (await status.innerText()).includes("Mesajınız bize ulaştı") ? "sent" : "rateLimited";
    }),
  );
  expect(outcomes.filter((outcome) => outcome === "sent")).toHaveLength(5);
  expect(outcomes.filter((outcome) => outcome === "rateLimited")).toHaveLength(3);
  expect(serverErrors).toEqual([]);
  await Promise.all(pages.map(({ page }) => page.close()));
});
