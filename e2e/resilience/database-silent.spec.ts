import { rmSync } from "node:fs";
import { expect, test, type APIRequestContext } from "@playwright/test";
import pg from "pg";
import { paths } from "@/lib/site/paths";
import { e2eDatabaseUrl } from "../admin-helpers";
import { E2E_SCHEMA, OUTAGE_PORT } from "../constants";
import { openDatabaseGate, type DatabaseGate } from "../database-gate";
import { copyBuild, startServer, type TestServer } from "../server-process";

/**
 * Availability with a silent database: a gate between the server and PostgreSQL keeps every
 * connection open and forwards nothing (a dropped route, a frozen host), so nothing is refused and
 * nothing is answered. Every request still answers within 6 s: cached pages as before, pages and API
 * calls that need the database 503 with Retry-After; the health check says the database and the
 * change listener are down; and within 10 s of the database's return everything works again, without a restart.
 */
test.describe.configure({ mode: "serial" });

const ORIGIN = `http://127.0.0.1:${OUTAGE_PORT}`;
const BUILD = ".next-database-silent";
const ANSWER_WITHIN_MS = 6000;
const RECOVER_WITHIN_MS = 10_000;

let gate: DatabaseGate;
let server: TestServer;

/** Two topics (of the seed) no one has visited on this server: their pages must be rendered from the database. */
async function unvisitedTopics(): Promise<string[]> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl().replace(/\?schema=\w+/, "") });
  await client.connect();
  try {
    const { rows } = await client.query<{ category: string; topic: string }>(
      `SELECT c.slug AS category, t.slug AS topic FROM "${E2E_SCHEMA}"."Content" t JOIN "${E2E_SCHEMA}"."Category" c ON c.id = t."categoryId"
       WHERE t."languageCode" = 'tr' AND t."isActive" AND c."isActive" ORDER BY t.id DESC LIMIT 2`,
    );
    return rows.map((row) => `/${row.category}/${row.topic}`);
  } finally {
    await client.end();
  }
}

interface Answer {
  path: string;
  status: number;
  ms: number;
  retryAfter: string | undefined;
  body: string;
}

/** One request, timed; a request still unanswered after twice the target fails the test as a hang. */
async function timed(
  request: APIRequestContext,
  path: string,
  options: { method?: "GET" | "POST"; headers?: Record<string, string>; data?: unknown } = {},
): Promise<Answer> {
  const started = Date.now();
  const response = await request.fetch(`${ORIGIN}${path}`, {
    method: options.method ?? "GET",
    headers: options.headers,
    data: options.data,
    timeout: ANSWER_WITHIN_MS * 2,
    maxRedirects: 0,
  });
  const body = await response.text();
  return {
    path,
    status: response.status(),
    ms: Date.now() - started,
    retryAfter: response.headers()["retry-after"],
    body,
  };
}

test.beforeAll(async () => {
  gate = await openDatabaseGate(e2eDatabaseUrl());
  copyBuild(BUILD);
  server = await startServer(OUTAGE_PORT, {
    ...process.env,
    DATABASE_URL: gate.url,
    NEXT_DIST_DIR: BUILD,
    AUTH_SECRET: "silent-test-secret-silent-test-secret",
    NEXT_TELEMETRY_DISABLED: "1",
  });
});

/** A failure shows what the server logged: the test's own server, not the e2e one. */
test.afterEach(({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) console.log(`The server said:\n${server?.output().slice(-6000)}`);
});

test.afterAll(async () => {
  await server?.stop();
  await gate?.close();
  rmSync(BUILD, { recursive: true, force: true });
});

test("with the database silent, every request answers within 6 s (503 + Retry-After where it needs the database); all recovers within 10 s", async ({
  request,
}) => {
  test.setTimeout(180_000);
  const cachedPaths = [paths.home, "/en", paths.about];
  const topics = await unvisitedTopics();
  expect(topics).toHaveLength(2);
  for (const path of cachedPaths) expect((await timed(request, path)).status, path).toBe(200);
  expect((await timed(request, "/api/health")).status).toBe(200);

  gate.silence();
  const silencedAt = Date.now();
  const answers: Answer[] = [];
  // Asked at once, before the silence is noticed: none may wait for an answer that never comes.
  const first = await Promise.all([
    timed(request, topics[0]!),
    timed(request, "/api/languages"),
    timed(request, "/api/health"),
  ]);
  answers.push(...first);
  await expect
    .poll(async () => (await request.get(`${ORIGIN}/api/health`, { timeout: ANSWER_WITHIN_MS * 2 })).json(), {
      timeout: 15_000,
    })
    .toMatchObject({ status: "unavailable", database: "down", changeListener: "down" });
  const healthDownAfter = Date.now() - silencedAt;

  // Then everything: cached pages as they were, the rest 503 with Retry-After, nothing hangs.
  for (const path of cachedPaths) answers.push(await timed(request, path));
  for (const path of topics) answers.push(await timed(request, path));
  answers.push(await timed(request, "/api/languages"));
  answers.push(await timed(request, "/api/team/tr"));
  const write = await timed(request, "/api/languages", {
    method: "POST",
    headers: { authorization: "Bearer bip_silent_database_test_token", "content-type": "application/json" },
    data: { code: "xx", name: "X", nativeName: "X" },
  });
  answers.push(write);

  console.log(
    `database silent: health down after ${healthDownAfter} ms; answers (ms): ${answers.map((a) => `${a.path} ${a.status} ${a.ms}`).join(", ")}`,
  );
  for (const answer of answers) {
    expect(answer.ms, `${answer.path} answered in ${answer.ms} ms`).toBeLessThan(ANSWER_WITHIN_MS);
    expect(answer.status, answer.path).not.toBe(500);
    if (answer.status !== 200) expect(answer.status, answer.path).toBe(503);
    // The health check reports; what serves asks to be asked again.
    if (answer.status === 503 && answer.path !== "/api/health") expect(answer.retryAfter, answer.path).toBe("30");
  }
  for (const path of cachedPaths) expect(answers.find((answer) => answer.path === path)?.status, path).toBe(200);
  for (const path of [...topics, "/api/languages", "/api/team/tr"])
    expect(answers.findLast((answer) => answer.path === path)?.status, path).toBe(503);
  expect(write.status).toBe(503);
  expect(JSON.parse(write.body)).toMatchObject({ error: { code: "unavailable" } });

  // Back: no restart.
  await gate.restore();
  const restoredAt = Date.now();
  await expect
    .poll(async () => (await request.get(`${ORIGIN}/api/health`)).json(), { timeout: RECOVER_WITHIN_MS })
    .toMatchObject({ status: "ok", database: "up", changeListener: "up" });
  for (const path of [...topics, "/api/languages"])
    await expect.poll(async () => (await timed(request, path)).status, { timeout: RECOVER_WITHIN_MS }).toBe(200);
  const recoveredAfter = Date.now() - restoredAt;
  console.log(`database back: everything answers again after ${recoveredAfter} ms`);
  expect(recoveredAfter).toBeLessThan(RECOVER_WITHIN_MS);
});
