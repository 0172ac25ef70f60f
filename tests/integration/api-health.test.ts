import { afterAll, beforeAll, describe, expect, it } from "vitest";
import packageJson from "@/package.json";
import { checkHealth } from "@/lib/site/health";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";

/** GET /api/health: whether this instance can serve, which version it runs and for how long. */
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  // The route reads the app's shared client, made on first use from DATABASE_URL: here a port nothing listens on.
  process.env.DATABASE_URL = "postgresql://postgres@127.0.0.1:9/unreachable";
});
afterAll(() => t.drop());

describe("GET /api/health", () => {
  it("reports a reachable database, the package's version and the process's uptime in whole seconds", async () => {
    const health = await checkHealth(t.db);
    expect(health).toEqual({
      status: "ok",
      database: "up",
      changeListener: "off",
      maintenance: false,
      cache: { backend: "local", status: "ok", reachable: true },
      version: packageJson.version,
      uptimeSeconds: expect.any(Number),
    });
    expect(Number.isInteger(health.uptimeSeconds)).toBe(true);
    expect(health.uptimeSeconds).toBeLessThanOrEqual(process.uptime());
  });

  it("answers 503, uncached, when the database cannot be reached, with the rest of the report", async () => {
    const { GET } = await import("@/app/api/health/route");
    const response = await GET();
    expect(response.status).toBe(503);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("retry-after")).toBe("30");
    expect(await response.json()).toMatchObject({
      status: "unavailable",
      database: "down",
      version: packageJson.version,
      uptimeSeconds: expect.any(Number),
    });
  });
});
