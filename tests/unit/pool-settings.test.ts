import { describe, expect, it } from "vitest";
import { poolSettingsFromEnv } from "@/lib/database/pool-settings";

describe("the database pool's settings", () => {
  it("default to 10 connections, 5 s to get one, 30 s per statement", () => {
    expect(poolSettingsFromEnv({})).toEqual({ max: 10, connectionTimeoutMillis: 5000, statementTimeoutMillis: 30_000 });
  });

  it("are read from the environment, and the embedded database keeps one connection", () => {
    const env = {
      DATABASE_POOL_MAX: "25",
      DATABASE_CONNECT_TIMEOUT_MS: "2000",
      DATABASE_STATEMENT_TIMEOUT_MS: "10000",
    };
    expect(poolSettingsFromEnv(env)).toEqual({
      max: 25,
      connectionTimeoutMillis: 2000,
      statementTimeoutMillis: 10_000,
    });
    expect(poolSettingsFromEnv({ ...env, DATABASE_EMBEDDED: "1" }).max).toBe(1);
  });

  it.each([
    ["DATABASE_POOL_MAX", "0", "1 to 500"],
    ["DATABASE_CONNECT_TIMEOUT_MS", "fast", "100 to 60000"],
    ["DATABASE_STATEMENT_TIMEOUT_MS", "1.5", "100 to 3600000"],
  ])("refuse %s=%s with a line naming the setting", (name, value, range) => {
    expect(() => poolSettingsFromEnv({ [name]: value })).toThrow(
      `Invalid configuration: ${name} must be a whole number from ${range}`,
    );
  });
});
