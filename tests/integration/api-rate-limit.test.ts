import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { countRequest, type RateLimits } from "@/lib/api/rate-limit";
import { languagesEndpoints } from "@/lib/languages/api";
import { adminCookie, apiContext, apiRequest, call, createToken, dumpContent } from "../helpers/api";
import { insertLanguage } from "../helpers/fixtures";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";

/**
 * The API's per-caller request limit (429): counted in PostgreSQL per token, per admin and per
 * anonymous address, shared by every instance, exact under concurrency, and starting over each window.
 */
let t: TestDatabase;
const unique = randomBytes(4).toString("hex");
const LIMITS: RateLimits = { anonymous: 3, authenticated: 5, windowMs: 60_000 };

beforeAll(async () => {
  process.env.AUTH_SECRET = `api-rate-limit-secret-${unique}-0123456789abcdef`;
  t = await createTestDatabase();
  await insertLanguage(t.db, "tr", { isDefault: true });
});
afterAll(() => t.drop());
beforeEach(async () => {
  await t.sql.query(`TRUNCATE "ApiRateLimit"`);
});

const endpoints = (limits: RateLimits | null = LIMITS) => languagesEndpoints(apiContext(t.db, limits));
/** An anonymous read from one address (as the server entry names it: lib/site/client-address.mjs). */
const readFrom = (address: string, handlers = endpoints()) =>
  call(handlers.GET, apiRequest("GET", "/languages", { headers: { "x-site-client-address": address } }));
const french = { code: "fr", name: "French", nativeName: "Français", flag: "FR" };

describe("the API's request limit", () => {
  it("answers 429 with Retry-After once an anonymous caller has used its limit, and says what is left before", async () => {
    const handlers = endpoints();
    const remaining: string[] = [];
    for (let i = 0; i < LIMITS.anonymous; i++) {
      const answer = await readFrom("203.0.113.7", handlers);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("ratelimit-limit")).toBe("3");
      remaining.push(answer.headers.get("ratelimit-remaining")!);
    }
    expect(remaining).toEqual(["2", "1", "0"]);

    const refused = await readFrom("203.0.113.7", handlers);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      error: { code: "rateLimited", message: "Too many requests: wait a while and retry." },
    });
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers.get("ratelimit-remaining")).toBe("0");

    // Another address has its own counter.
    expect((await readFrom("198.51.100.9", handlers)).status).toBe(200);
  });

  it("counts each token and each admin apart from the anonymous callers and from each other", async () => {
    const handlers = endpoints();
    for (let i = 0; i < LIMITS.anonymous; i++) await readFrom("203.0.113.8", handlers);
    expect((await readFrom("203.0.113.8", handlers)).status).toBe(429);

    const first = await createToken(t.db, `limit-a-${unique}`);
    const second = await createToken(t.db, `limit-b-${unique}`);
    const cookie = await adminCookie(t.db, `limit-${unique}@example.com`);
    const statuses = async (auth: { token?: string; cookie?: string }) => {
      const seen: number[] = [];
      for (let i = 0; i <= LIMITS.authenticated; i++) {
        seen.push(
          (
            await call(
              handlers.GET,
              apiRequest("GET", "/languages", { ...auth, headers: { "x-site-client-address": "203.0.113.8" } }),
            )
          ).status,
        );
      }
      return seen;
    };
    expect(await statuses({ token: first })).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await statuses({ token: second })).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await statuses({ cookie })).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("refuses a write over the limit before it runs: nothing is written", async () => {
    const handlers = endpoints({ ...LIMITS, authenticated: 1 });
    const token = await createToken(t.db, `limit-write-${unique}`);
    expect((await call(handlers.GET, apiRequest("GET", "/languages", { token }))).status).toBe(200);
    const before = await dumpContent(t.sql);
    const refused = await call(handlers.POST, apiRequest("POST", "/languages", { token, body: french }));
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe("rateLimited");
    expect(await dumpContent(t.sql)).toEqual(before);
  });

  it("tells a refused request, too, what is left of its limit", async () => {
    const handlers = endpoints();
    const anonymousWrite = await call(
      handlers.POST,
      apiRequest("POST", "/languages", { body: french, headers: { "x-site-client-address": "203.0.113.50" } }),
    );
    expect(anonymousWrite.status).toBe(401);
    expect(anonymousWrite.headers.get("ratelimit-remaining")).toBe("2");
    const token = await createToken(t.db, `limit-refused-${unique}`);
    const invalid = await call(
      handlers.POST,
      apiRequest("POST", "/languages", { token, body: { ...french, code: "" } }),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.headers.get("ratelimit-remaining")).toBe("4");
  });

  it("is one count for several instances, exact under concurrent requests", async () => {
    // Two sets of handlers, as two app instances over one database.
    const instances = [endpoints({ ...LIMITS, anonymous: 10 }), endpoints({ ...LIMITS, anonymous: 10 })];
    const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => readFrom("192.0.2.44", instances[i % 2])));
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(10).fill(200), ...Array(6).fill(429)]);
    expect((await t.sql.query(`SELECT "count" FROM "ApiRateLimit"`)).rows).toEqual([{ count: 16 }]);
  });

  it("starts over in each window", async () => {
    const key = `test:${unique}`;
    const start = new Date("2026-11-24T10:00:00.000Z").getTime();
    const counts = [];
    for (const at of [0, 10_000, 59_999, 60_000, 60_001])
      counts.push(await countRequest(t.db, key, 2, 60_000, new Date(start + at)));
    expect(counts.map(({ remaining, exceeded }) => ({ remaining, exceeded }))).toEqual([
      { remaining: 1, exceeded: false },
      { remaining: 0, exceeded: false },
      { remaining: 0, exceeded: true },
      { remaining: 1, exceeded: false },
      { remaining: 0, exceeded: false },
    ]);
    expect(counts[3]!.resetAt.toISOString()).toBe("2026-11-24T10:02:00.000Z");
  });

  it("lifts a limit set to 0, and applies none when the context has none", async () => {
    for (const handlers of [endpoints({ ...LIMITS, anonymous: 0 }), endpoints(null)]) {
      for (let i = 0; i < 6; i++) expect((await readFrom("203.0.113.99", handlers)).status).toBe(200);
    }
    expect((await t.sql.query(`SELECT count(*)::int AS n FROM "ApiRateLimit"`)).rows).toEqual([{ n: 0 }]);
  });

  it("stores no client address, only a keyed hash", async () => {
    await readFrom("203.0.113.123");
    const { rows } = await t.sql.query(`SELECT "caller" FROM "ApiRateLimit"`);
    expect(rows).toEqual([{ caller: expect.stringMatching(/^ip:[0-9a-f]{64}$/) }]);
  });
});
