import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, writeRefusal } from "@/lib/api/errors";
import { apiHandler } from "@/lib/api/respond";
import { mayWrite } from "@/lib/auth/policy";

const ADMIN = { kind: "admin" as const, email: "a@b.c" };

describe("writeRefusal: the write path's refusals as API statuses", () => {
  it.each([
    ["notFound", {}, 404, "notFound"],
    ["conflict", {}, 409, "conflict"],
    ["rateLimited", {}, 429, "rateLimited"],
    ["defaultLanguage", {}, 409, "defaultLanguage"],
    ["counterpartExists", {}, 409, "counterpartExists"],
    ["invalid", { name: "nameRequired" }, 400, "invalid"],
    ["invalid", { slug: "slugTaken" }, 409, "slugTaken"],
    ["invalid", { slug: "slugTaken", title: "titleRequired" }, 400, "invalid"],
  ])("%s %j → %i %s", (error, fields, status, code) => {
    const refusal = writeRefusal(error, fields, ADMIN);
    expect([refusal.status, refusal.code]).toEqual([status, code]);
    if (Object.keys(fields).length) expect(refusal.fields).toEqual(fields);
  });

  it("answers 'unauthorized' with 401 to nobody and 403 to credentials the policy refuses", () => {
    expect(writeRefusal("unauthorized", {}, null).status).toBe(401);
    expect(writeRefusal("unauthorized", {}, { kind: "apiToken", name: "ci" }).status).toBe(403);
  });

  it("names no field for an issue with the body as a whole", async () => {
    const body = await writeRefusal("invalid", { "": "Invalid input: expected object, received array" }, ADMIN)
      .toResponse()
      .json();
    expect(body).toEqual({
      error: {
        code: "invalid",
        message: "The body does not match the schema: Invalid input: expected object, received array",
      },
    });
  });
});

describe("apiHandler", () => {
  afterEach(() => vi.restoreAllMocks());
  const request = new Request("http://localhost:3000/api/languages");

  it("answers a refusal with its status and JSON error", async () => {
    const handler = apiHandler(async () => {
      throw new ApiError(404, "notFound", "No such language.");
    });
    const response = await handler(request, { params: Promise.resolve({}) });
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ error: { code: "notFound", message: "No such language." } });
  });

  it("logs any other failure and answers a generic 500 that tells nothing of it", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const handler = apiHandler(async () => {
      throw new Error("password=hunter2 in a connection string");
    });
    const response = await handler(request, { params: Promise.resolve({}) });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text).error.code).toBe("internal");
    expect(text).not.toContain("hunter2");
    expect(logged).toHaveBeenCalledOnce();
  });
});

describe("mayWrite for API tokens", () => {
  it("lets a token write what the site shows, item by item, but never credentials nor a whole site", () => {
    const token = { kind: "apiToken" as const, name: "ci" };
    for (const entity of ["language", "category", "topic", "teamMember", "translation", "maintenance"] as const)
      expect(mayWrite(token, entity, "update")).toBe(true);
    expect(mayWrite(token, "apiToken", "create")).toBe(false);
    expect(mayWrite(token, "adminUser", "create")).toBe(false);
    expect(mayWrite(token, "siteData", "import")).toBe(false);
  });
});

describe("apiHandler: a failure for want of the database", () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    [
      "refused by the pool while the database is silent",
      Object.assign(new Error("The database is not answering (silent connection); refused without waiting"), {
        code: "EDATABASESILENT",
      }),
    ],
    ["a connection cut under the query", new Error("Connection terminated unexpectedly")],
    ["Prisma's unreachable server", Object.assign(new Error("Can't reach database server"), { code: "P1001" })],
    ["a transaction that never got a connection", Object.assign(new Error("Transaction API error"), { code: "P2028" })],
  ])("is 503 with Retry-After, a write's too: %s", async (_, failure) => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const handler = apiHandler(async () => {
      throw new Error("the write failed", { cause: failure });
    });
    const response = await handler(new Request("http://localhost/api/languages", { method: "POST" }), {
      params: Promise.resolve({}),
    });
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("30");
    expect(await response.json()).toMatchObject({ error: { code: "unavailable" } });
  });

  it("is still 500 for any other fault", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const handler = apiHandler(async () => {
      throw new Error("a bug");
    });
    const response = await handler(new Request("http://localhost/api/languages", { method: "POST" }), {
      params: Promise.resolve({}),
    });
    expect(response.status).toBe(500);
    expect(response.headers.get("retry-after")).toBeNull();
  });
});
