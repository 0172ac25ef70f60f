import { describe, expect, it } from "vitest";
import { DEFAULT_RATE_LIMITS, rateLimitHeaders, rateLimitsFromEnv } from "@/lib/api/rate-limit";

describe("the API's request limits from the environment", () => {
  it("defaults to 120 anonymous and 600 authenticated requests a minute", () => {
    expect(rateLimitsFromEnv({})).toEqual({ anonymous: 120, authenticated: 600, windowMs: 60_000 });
    expect(DEFAULT_RATE_LIMITS).toEqual(rateLimitsFromEnv({ API_RATE_LIMIT_ANONYMOUS: "" }));
  });

  it("takes whole numbers, 0 lifting a limit", () => {
    expect(rateLimitsFromEnv({ API_RATE_LIMIT_ANONYMOUS: "0", API_RATE_LIMIT_AUTHENTICATED: "30" })).toEqual({
      anonymous: 0,
      authenticated: 30,
      windowMs: 60_000,
    });
  });

  it.each(["-1", "1.5", "many"])("refuses %s with a line naming the setting", (value) => {
    expect(() => rateLimitsFromEnv({ API_RATE_LIMIT_AUTHENTICATED: value })).toThrow(
      "Invalid configuration: API_RATE_LIMIT_AUTHENTICATED must be a whole number of requests per minute (0: no limit)",
    );
  });
});

describe("the RateLimit headers", () => {
  it("count the seconds to the window's end, at least one", () => {
    const now = new Date("2026-11-24T10:00:45.200Z");
    expect(
      rateLimitHeaders(
        { limit: 10, remaining: 4, resetAt: new Date("2026-11-24T10:01:00.000Z"), exceeded: false },
        now,
      ),
    ).toEqual({
      "RateLimit-Limit": "10",
      "RateLimit-Remaining": "4",
      "RateLimit-Reset": "15",
    });
    expect(rateLimitHeaders({ limit: 10, remaining: 0, resetAt: now, exceeded: true }, now)["RateLimit-Reset"]).toBe(
      "1",
    );
  });
});
