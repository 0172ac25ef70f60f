import { randomBytes } from "node:crypto";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { countRequest, requestCounterOf, type RateLimits } from "@/lib/api/rate-limit";
import { RequestCounter } from "@/lib/api/request-counter";
import { languagesEndpoints } from "@/lib/languages/api";
import { adminCookie, apiContext, apiRequest, call, createToken, dumpContent } from "../helpers/api";
import { insertLanguage } from "../helpers/fixtures";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";

/**
 * The API's per-caller request limit (429): counted per token, per admin and per anonymous address
 * (unknown tokens too), in each instance's memory first and shared through PostgreSQL in batches, so
 * a flood writes (almost) nothing; starting over each window.
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

/** Every instance's limits: what they counted is sent before the next test empties the table. */
const instances: RateLimits[] = [];
afterEach(async () => {
  await Promise.all(instances.splice(0).map((limits) => requestCounterOf(limits, t.db).flush()));
});

/** One app instance's handlers: each gets limits of its own, and with them its own counts in memory. */
function endpoints(limits: RateLimits | null = LIMITS) {
  const own = limits && { ...limits };
  if (own) instances.push(own);
  return languagesEndpoints(apiContext(t.db, own));
}
/** An instance's handlers with the limits whose counts the test sends itself. */
function instanceOf(limits: RateLimits) {
  instances.push(limits);
  return languagesEndpoints(apiContext(t.db, limits));
}
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

  it("is one budget for several instances: an instance hears what the others counted at its caller's first request", async () => {
    const limits = { ...LIMITS, anonymous: 5 };
    const first = instanceOf(limits);
    const second = endpoints(limits);
    for (let i = 0; i < 3; i++) expect((await readFrom("192.0.2.43", first)).status).toBe(200);
    await requestCounterOf(limits, t.db).flush();
    const seen = [];
    for (let i = 0; i < 3; i++) seen.push((await readFrom("192.0.2.43", second)).status);
    expect(seen).toEqual([200, 200, 429]);
  });

  it("counts exactly when many instances' first requests come at once", async () => {
    // Sixteen instances over one database, one request each, all at once.
    const instances = Array.from({ length: 16 }, () => endpoints({ ...LIMITS, anonymous: 10 }));
    const answers = await Promise.all(instances.map((handlers) => readFrom("192.0.2.44", handlers)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(10).fill(200), ...Array(6).fill(429)]);
    expect((await t.sql.query(`SELECT "count" FROM "ApiRateLimit"`)).rows).toEqual([{ count: 16 }]);
  });

  it("starts over in each window", async () => {
    const key = `test:${unique}`;
    const start = new Date("2026-11-24T10:00:00.000Z").getTime();
    const counter = new RequestCounter(t.db);
    const counts = [];
    for (const at of [0, 10_000, 59_999, 60_000, 60_001])
      counts.push(await countRequest(counter, key, 2, 60_000, new Date(start + at)));
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

describe("a flood of refused requests", () => {
  /**
   * Statements that wrote (or tried to write) the counters and the tokens, counted by the database
   * itself (an upsert fires both its INSERT and its UPDATE trigger: one statement).
   */
  beforeAll(async () => {
    await t.sql.query(`
      CREATE TABLE "TestWrite" ("table" text NOT NULL, "statement" text NOT NULL);
      CREATE FUNCTION "logTestWrite"() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          INSERT INTO "${t.schema}"."TestWrite" VALUES (TG_TABLE_NAME, txid_current() || '@' || statement_timestamp());
          RETURN NULL;
        END $$;
      CREATE TRIGGER "countedWrite" AFTER INSERT OR UPDATE OR DELETE ON "ApiRateLimit"
        FOR EACH STATEMENT EXECUTE FUNCTION "logTestWrite"();
      CREATE TRIGGER "countedWrite" AFTER INSERT OR UPDATE OR DELETE ON "ApiToken"
        FOR EACH STATEMENT EXECUTE FUNCTION "logTestWrite"();`);
  });
  beforeEach(() => t.sql.query(`TRUNCATE "TestWrite"`));
  const writes = async () => {
    const { rows } = await t.sql.query<{ table: string; n: number }>(
      `SELECT "table", count(DISTINCT "statement")::int AS n FROM "TestWrite" GROUP BY 1 ORDER BY 1`,
    );
    return Object.fromEntries(rows.map(({ table, n }) => [table, n]));
  };
  const FLOOD = 300;

  it(`from one address: ${FLOOD} requests, ${LIMITS.anonymous} answered, the rest refused from memory with two writes in all`, async () => {
    const limits = { ...LIMITS };
    const handlers = instanceOf(limits);
    const statuses: number[] = [];
    for (let i = 0; i < FLOOD; i++) statuses.push((await readFrom("203.0.113.66", handlers)).status);
    await requestCounterOf(limits, t.db).flush();
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIMITS.anonymous);
    expect(statuses.slice(LIMITS.anonymous)).toEqual(Array(FLOOD - LIMITS.anonymous).fill(429));
    // The first request's count (heard at once), and the next ones' together, a batch later.
    expect(await writes()).toEqual({ ApiRateLimit: 2 });
    expect((await t.sql.query(`SELECT "count" FROM "ApiRateLimit"`)).rows).toEqual([{ count: LIMITS.anonymous }]);
  });

  it("with unknown tokens: counted against the address, 401 within its limit and 429 beyond, no token row written", async () => {
    const limits = { ...LIMITS };
    const handlers = instanceOf(limits);
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) {
      const token = `bip_${randomBytes(32).toString("base64url")}`;
      const request = apiRequest("GET", "/languages", { token, headers: { "x-site-client-address": "203.0.113.67" } });
      statuses.push((await call(handlers.GET, request)).status);
    }
    await requestCounterOf(limits, t.db).flush();
    expect(statuses).toEqual([401, 401, 401, ...Array(47).fill(429)]);
    expect(await writes()).toEqual({ ApiRateLimit: 2 });
    // The same address, anonymous now: its budget is spent.
    expect((await readFrom("203.0.113.67", handlers)).status).toBe(429);
  });

  it("with a live token: its last use is stamped once, its counts batched", async () => {
    const token = await createToken(t.db, `flood-${unique}`);
    await t.sql.query(`TRUNCATE "TestWrite"`);
    const limits = { ...LIMITS };
    const handlers = instanceOf(limits);
    const statuses: number[] = [];
    for (let i = 0; i < FLOOD; i++)
      statuses.push((await call(handlers.GET, apiRequest("GET", "/languages", { token }))).status);
    await requestCounterOf(limits, t.db).flush();
    expect(statuses).toEqual([
      ...Array(LIMITS.authenticated).fill(200),
      ...Array(FLOOD - LIMITS.authenticated).fill(429),
    ]);
    expect(await writes()).toEqual({ ApiRateLimit: 2, ApiToken: 1 });
  });
});
