import { describe, expect, it } from "vitest";
import { z } from "zod";
import { API_TOKEN_PREFIX, hashApiToken, looksLikeApiToken, newApiToken } from "@/lib/api-tokens/secret";
import { requireOwnOrigin, type Caller } from "@/lib/api/authenticate";
import { idField, refuseUnknownFields, splitBody, versionField } from "@/lib/api/body";
import { ApiError } from "@/lib/api/errors";
import { MAX_JSON_DEPTH, nestsDeeperThan, pathId, readJsonBody } from "@/lib/api/request";
import { fieldErrorsOf, UNKNOWN_FIELD } from "@/lib/database/write";

const post = (body: BodyInit, headers: Record<string, string> = { "content-type": "application/json" }) =>
  new Request("http://localhost:3000/api/x", { method: "POST", body, headers });

async function refusal(promise: Promise<unknown> | (() => unknown)): Promise<{ status: number; code: string }> {
  try {
    await (typeof promise === "function" ? promise() : promise);
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, code: error.code };
    throw error;
  }
  throw new Error("not refused");
}

describe("readJsonBody", () => {
  it("parses a JSON body within the limit", async () => {
    expect(await readJsonBody(post('{"a":[1,"ü"]}'))).toEqual({ a: [1, "ü"] });
  });

  it("refuses what is not declared JSON (415), too large (413, counted in bytes, not characters) or not JSON (400)", async () => {
    expect(await refusal(readJsonBody(post("{}", { "content-type": "text/json" })))).toEqual({
      status: 415,
      code: "unsupportedMediaType",
    });
    expect(await refusal(readJsonBody(post("{}", {})))).toMatchObject({ status: 415 });
    expect(await refusal(readJsonBody(post(JSON.stringify("ü".repeat(6)), undefined), 12))).toEqual({
      status: 413,
      code: "tooLarge",
    });
    expect(await readJsonBody(post(JSON.stringify("ü".repeat(5))), 12)).toBe("üüüüü");
    expect(await refusal(readJsonBody(post("{,}")))).toEqual({ status: 400, code: "malformedJson" });
  });
});

describe("deeply nested JSON", () => {
  it("is refused with 400 before it is parsed, however deep", async () => {
    for (const depth of [MAX_JSON_DEPTH + 1, 10_000, 200_000]) {
      const text = "[".repeat(depth) + "]".repeat(depth);
      expect(await refusal(readJsonBody(post(text))), `${depth} levels`).toEqual({ status: 400, code: "tooDeep" });
    }
    const objects = '{"a":'.repeat(MAX_JSON_DEPTH + 1) + "1" + "}".repeat(MAX_JSON_DEPTH + 1);
    expect(await refusal(readJsonBody(post(objects)))).toEqual({ status: 400, code: "tooDeep" });
  });

  it("lets the API's own nesting through, and does not count brackets inside strings", async () => {
    const nested = "[".repeat(MAX_JSON_DEPTH) + "]".repeat(MAX_JSON_DEPTH);
    expect(nestsDeeperThan(nested, MAX_JSON_DEPTH)).toBe(false);
    const text = JSON.stringify({ body: "[".repeat(1000) + '\\"{'.repeat(100), tags: [["a"]] });
    expect(nestsDeeperThan(text, 3)).toBe(false);
    expect(await readJsonBody(post(text))).toEqual(JSON.parse(text));
  });
});

describe("pathId", () => {
  it("reads a row id and answers anything else with 404", () => {
    expect(pathId("42")).toBe(42);
    for (const segment of ["0", "-3", "2147483648", "12345678901", "4e2", " 4", "0x10", undefined])
      expect(() => pathId(segment)).toThrow(ApiError);
  });
});

describe("request bodies and the domain schema", () => {
  const schema = z.object({ name: z.string() });
  const operation = {
    entity: "language" as const,
    action: "create" as const,
    schema,
    input: {},
    apply: async () => ({ refused: "x" }),
  };

  it("makes an operation's object schema refuse unknown fields, keeping its own rules", () => {
    const strict = refuseUnknownFields(operation).schema;
    expect(strict.safeParse({ name: "a" }).success).toBe(true);
    expect(strict.safeParse({ name: "a", extra: 1 }).success).toBe(false);
    expect(strict.safeParse({ name: 1 }).success).toBe(false);
    expect(operation.schema.safeParse({ name: "a", extra: 1 }).success).toBe(true);
    const refused = strict.safeParse({ name: "a", extra: 1, more: 2 });
    expect(refused.success ? {} : fieldErrorsOf(refused.error)).toEqual({ extra: UNKNOWN_FIELD, more: UNKNOWN_FIELD });
  });

  it("splits a body into its envelope (id, version) and the rest, refusing a bad envelope with 400", () => {
    const { envelope, rest } = splitBody(
      { id: 3, updatedAt: "2026-01-02T03:04:05.678Z", name: "x" },
      { id: idField, updatedAt: versionField },
    );
    expect(envelope).toEqual({ id: 3, updatedAt: new Date("2026-01-02T03:04:05.678Z") });
    expect(rest).toEqual({ name: "x" });
    expect(() => splitBody([], { id: idField })).toThrow(ApiError);
    expect(() => splitBody({ id: "3" }, { id: idField })).toThrow(
      expect.objectContaining({ status: 400, fields: { id: "idInvalid" } }),
    );
  });
});

describe("requireOwnOrigin", () => {
  const session: Caller = { actor: { kind: "admin", email: "a@b.c" }, via: "session" };
  const write = (headers: Record<string, string>) =>
    new Request("http://localhost:3000/api/x", { method: "POST", headers });

  it("lets cookie writes from the site's own origin through, and token writes from anywhere", () => {
    expect(() => requireOwnOrigin(write({ origin: "http://localhost:3000" }), session)).not.toThrow();
    expect(() => requireOwnOrigin(write({ "sec-fetch-site": "same-origin" }), session)).not.toThrow();
    expect(() =>
      requireOwnOrigin(write({ origin: "https://evil.example" }), {
        actor: { kind: "apiToken", name: "ci" },
        via: "token",
      }),
    ).not.toThrow();
  });

  it("refuses a cookie write from another origin, a look-alike, or none it can tell, with 403", () => {
    const attempts: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "http://localhost:3000.evil.example" },
      { origin: "http://localhost:3001" },
      {},
      { "sec-fetch-site": "same-site" },
    ];
    for (const headers of attempts) {
      expect(() => requireOwnOrigin(write(headers), session)).toThrow(expect.objectContaining({ status: 403 }));
    }
  });
});

describe("API token secrets", () => {
  it("are 32 random bytes, prefixed, stored as their sha256", () => {
    const token = newApiToken();
    expect(token).toMatch(new RegExp(`^${API_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`));
    expect(newApiToken()).not.toBe(token);
    expect(hashApiToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(looksLikeApiToken(token)).toBe(true);
    expect(looksLikeApiToken("ghp_abc")).toBe(false);
  });
});
