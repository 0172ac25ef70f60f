import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { revokeApiTokenOperation } from "@/lib/api-tokens/mutations";
import { MAX_BODY_BYTES } from "@/lib/api/request";
import { languagesEndpoints } from "@/lib/languages/api";
import { adminCookie, apiContext, apiRequest, call, createToken, FOREIGN_ORIGIN, API_ORIGIN } from "../helpers/api";
import { insertLanguage } from "../helpers/fixtures";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";
import { writeFromCommand } from "@/lib/database/command-write";

/**
 * Who may write through the API, and what a request must look like: tokens and their revocation,
 * the admin's session cookie with its origin check, and the body's type, size and syntax. Every
 * refused request leaves the languages and the change table as they were.
 */
let t: TestDatabase;
let languages: ReturnType<typeof languagesEndpoints>;
let cookie: string;
const unique = randomBytes(4).toString("hex");
const email = `api-${unique}@example.com`;

beforeAll(async () => {
  process.env.AUTH_SECRET = `api-auth-test-secret-${unique}-0123456789abcdef`;
  t = await createTestDatabase();
  languages = languagesEndpoints(apiContext(t.db));
  cookie = await adminCookie(t.db, email);
});
afterAll(() => t.drop());
beforeEach(async () => {
  await t.sql.query(`TRUNCATE "Language", "Change" RESTART IDENTITY CASCADE`);
  await insertLanguage(t.db, "tr", { isDefault: true });
});

const french = { code: "fr", name: "French", nativeName: "Français", flag: "🇫🇷" };
const post = (options: Parameters<typeof apiRequest>[2]) =>
  call(languages.POST, apiRequest("POST", "/languages", { body: french, ...options }));

async function expectNothingWritten() {
  expect(await t.db.language.findMany({ select: { code: true } })).toEqual([{ code: "tr" }]);
  expect(await t.db.change.count({ where: { entity: "language" } })).toBe(0);
}

describe("API tokens", () => {
  it("write without any cookie, and the token's last use is recorded", async () => {
    const name = `writer-${unique}`;
    const token = await createToken(t.db, name);
    expect(token).toMatch(/^bip_[\w-]{43}$/);
    const before = new Date();
    expect((await post({ token })).status).toBe(201);
    const stored = await t.db.apiToken.findUniqueOrThrow({ where: { name } });
    expect(stored.tokenHash).not.toContain(token.slice(4));
    expect(stored.lastUsedAt!.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1);
  });

  it("refuses a revoked, unknown or malformed token with 401, for reads too", async () => {
    const name = `revoked-${unique}`;
    const token = await createToken(t.db, name);
    expect((await writeFromCommand(t.db, "api-token:revoke", revokeApiTokenOperation({ name }))).ok).toBe(true);
    for (const bad of [
      token,
      `bip_${randomBytes(32).toString("base64url")}`,
      "not-a-token",
      "bip_" + "x".repeat(500),
    ]) {
      const answer = await post({ token: bad });
      expect(answer).toEqual(
        expect.objectContaining({
          status: 401,
          body: { error: { code: "unauthorized", message: expect.any(String) } },
        }),
      );
      expect((await call(languages.GET, apiRequest("GET", "/languages", { token: bad }))).status).toBe(401);
    }
    const basic = await call(
      languages.GET,
      apiRequest("GET", "/languages", { headers: { authorization: "Basic dXNlcjpwYXNz" } }),
    );
    expect(basic.status).toBe(401);
    await expectNothingWritten();
  });

  it("refuses a write without credentials with 401 before reading its body", async () => {
    const answer = await post({ rawBody: "{not json" });
    expect(answer.status).toBe(401);
    await expectNothingWritten();
  });
});

describe("the admin's session cookie", () => {
  it("writes from the site's own origin (Origin, or Sec-Fetch-Site: same-origin), recorded as the admin", async () => {
    expect((await post({ cookie, headers: { origin: API_ORIGIN } })).status).toBe(201);
    const second = { ...french, code: "it", name: "Italian" };
    expect((await post({ cookie, body: second, headers: { "sec-fetch-site": "same-origin" } })).status).toBe(201);
    expect((await t.db.change.findMany({ select: { actor: true } })).map((change) => change.actor)).toEqual([
      `admin:${email}`,
      `admin:${email}`,
    ]);
  });

  it("refuses a cookie write from a foreign origin, or from nowhere it can tell, with 403", async () => {
    const attempts: Record<string, string>[] = [
      { origin: FOREIGN_ORIGIN },
      { origin: "null" },
      {},
      { "sec-fetch-site": "cross-site" },
      { origin: FOREIGN_ORIGIN, "sec-fetch-site": "same-origin" },
    ];
    for (const headers of attempts) {
      const answer = await post({ cookie, headers });
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(answer.body.error.code).toBe("forbidden");
    }
    await expectNothingWritten();
  });

  it("reads inactive languages, while a cookie that names no live session reads as the public", async () => {
    await insertLanguage(t.db, "de", { isActive: false, order: 2 });
    const admin = await call(languages.GET, apiRequest("GET", "/languages", { cookie }));
    expect(admin.body.map((l: { code: string }) => l.code)).toEqual(["tr", "de"]);
    const forged = await call(
      languages.GET,
      apiRequest("GET", "/languages", { cookie: "next-auth.session-token=forged" }),
    );
    expect(forged.status).toBe(200);
    expect(forged.body.map((l: { code: string }) => l.code)).toEqual(["tr"]);
    expect((await post({ cookie: "next-auth.session-token=forged", headers: { origin: API_ORIGIN } })).status).toBe(
      401,
    );
  });
});

describe("request bodies", () => {
  let token: string;
  beforeAll(async () => {
    token = await createToken(t.db, `bodies-${unique}`);
  });

  it("answers 415 for a body that is not declared JSON", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "application/jsonx"]) {
      const answer = await post({ token, rawBody: JSON.stringify(french), headers: { "content-type": type } });
      expect(answer.status, type).toBe(415);
      expect(answer.body.error.code).toBe("unsupportedMediaType");
    }
    expect((await post({ token, headers: { "content-type": "Application/JSON; charset=utf-8" } })).status).toBe(201);
  });

  it("answers 413 for a body over 1 MB, whether or not it declares its length", async () => {
    const big = JSON.stringify({ ...french, name: "x".repeat(MAX_BODY_BYTES) });
    expect((await post({ token, rawBody: big })).status).toBe(413);
    const declared = await post({ token, rawBody: big, headers: { "content-length": String(big.length) } });
    expect(declared.status).toBe(413);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let sent = 0; sent <= MAX_BODY_BYTES; sent += 64 * 1024)
          controller.enqueue(new Uint8Array(64 * 1024).fill(0x20));
        controller.close();
      },
    });
    const streamed = await post({ token, rawBody: stream });
    expect(streamed).toMatchObject({ status: 413, body: { error: { code: "tooLarge" } } });
    await expectNothingWritten();
  });

  it("answers 400 for malformed JSON, an empty body and bytes that are not UTF-8", async () => {
    for (const rawBody of ['{"code":', "", "{'code': 'fr'}", new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])]) {
      const answer = await post({ token, rawBody });
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe("malformedJson");
    }
    await expectNothingWritten();
  });
});
