import { describe, expect, it } from "vitest";
import { readServerEnv } from "@/lib/env";

describe("readServerEnv", () => {
  it("defaults PORT to 3000 and the data directory to .data", () => {
    expect(readServerEnv({})).toMatchObject({ PORT: 3000, DATA_DIR: ".data" });
  });
  it("treats empty variables as unset", () => {
    expect(readServerEnv({ DATABASE_URL: "", PORT: "" }).DATABASE_URL).toBeUndefined();
  });
  it("refuses a bad port, a short secret, and half of the admin pair", () => {
    expect(() => readServerEnv({ PORT: "http" })).toThrow(/PORT/);
    expect(() => readServerEnv({ AUTH_SECRET: "short" })).toThrow(/AUTH_SECRET/);
    expect(() => readServerEnv({ ADMIN_EMAIL: "a@b.c" })).toThrow(/together/);
  });
});
