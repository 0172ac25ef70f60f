import { describeActor } from "@/lib/auth/actor";
import { hashIp, clientIpFrom } from "@/lib/auth/client-ip";
import { wholeNumberSetting } from "@/lib/env";
import { schemaOf } from "@/lib/db";
import { Prisma, type PrismaClient } from "@/lib/generated/prisma/client";
import type { Caller } from "./authenticate";
import { requestErrors } from "./errors";

/**
 * How many API requests one caller may send per window: a token or an admin session is counted by
 * its own name, an anonymous caller by its (hashed) address. 0 lifts a limit. The counters live in
 * PostgreSQL, so several app instances share them.
 */
export interface RateLimits {
  anonymous: number;
  authenticated: number;
  windowMs: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = { anonymous: 120, authenticated: 600, windowMs: 60_000 };

/** API_RATE_LIMIT_ANONYMOUS and API_RATE_LIMIT_AUTHENTICATED: requests per minute (README, "Configuration"). */
export function rateLimitsFromEnv(env: Record<string, string | undefined> = process.env): RateLimits {
  const perMinute = {
    min: 0,
    max: Number.MAX_SAFE_INTEGER,
    rule: "a whole number of requests per minute (0: no limit)",
  };
  return {
    anonymous: wholeNumberSetting(env, "API_RATE_LIMIT_ANONYMOUS", DEFAULT_RATE_LIMITS.anonymous, perMinute),
    authenticated: wholeNumberSetting(
      env,
      "API_RATE_LIMIT_AUTHENTICATED",
      DEFAULT_RATE_LIMITS.authenticated,
      perMinute,
    ),
    windowMs: DEFAULT_RATE_LIMITS.windowMs,
  };
}

/** The counter a request is charged to: the caller's name as change records give it ("token:…", "admin:…"), else its hashed address. */
export function rateLimitKey(caller: Caller, request: Request): string {
  return caller.actor ? describeActor(caller.actor) : `ip:${hashIp(clientIpFrom(request.headers))}`;
}

export interface RateLimitState {
  limit: number;
  remaining: number;
  /** When the current window ends. */
  resetAt: Date;
  exceeded: boolean;
}

/**
 * Counts one request of `key` in the window `now` falls in, and says what is left. One statement, so
 * concurrent requests (from any instance) each get their own count. A counter is operational state,
 * not content: it keeps no change record and expires no cache, like the sign-in throttle's.
 */
export async function countRequest(
  db: PrismaClient,
  key: string,
  limit: number,
  windowMs: number,
  now = new Date(),
): Promise<RateLimitState> {
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const table = counterTable(db);
  const [row] = await db.$queryRaw<{ count: number }[]>`
    INSERT INTO ${table} AS counter ("caller", "windowStart", "count") VALUES (${key}, ${windowStart}, 1)
    ON CONFLICT ("caller") DO UPDATE SET
      "count" = CASE WHEN counter."windowStart" = EXCLUDED."windowStart" THEN counter."count" + 1 ELSE 1 END,
      "windowStart" = EXCLUDED."windowStart"
    RETURNING "count"`;
  await forgetOldWindows(db, now, windowMs);
  const count = row!.count;
  return {
    limit,
    remaining: Math.max(0, limit - count),
    resetAt: new Date(windowStart.getTime() + windowMs),
    exceeded: count > limit,
  };
}

let lastSweep = 0;

/** Anonymous addresses come and go: the rows of windows long past are dropped, at most once a minute per process. */
async function forgetOldWindows(db: PrismaClient, now: Date, windowMs: number) {
  if (now.getTime() - lastSweep < 60_000) return;
  lastSweep = now.getTime();
  await db.$executeRaw`DELETE FROM ${counterTable(db)} WHERE "windowStart" < ${new Date(now.getTime() - 60 * windowMs)}`;
}

/** Raw SQL is not qualified by Prisma: the client's schema (validated when its URL was read) is named here. */
const counterTable = (db: PrismaClient) => Prisma.raw(`"${schemaOf(db)}"."ApiRateLimit"`);

/** The RateLimit headers of an answer (IETF draft "RateLimit header fields for HTTP"), and Retry-After on a refusal. */
export function rateLimitHeaders(state: RateLimitState, now = new Date()): Record<string, string> {
  const reset = Math.max(1, Math.ceil((state.resetAt.getTime() - now.getTime()) / 1000));
  return {
    "RateLimit-Limit": String(state.limit),
    "RateLimit-Remaining": String(state.remaining),
    "RateLimit-Reset": String(reset),
  };
}

/**
 * Charges the request to its caller; over the limit it is refused with 429 and Retry-After, and
 * nothing else of it runs. Returns the headers every answer carries (none when no limit applies).
 */
export async function enforceRateLimit(
  db: PrismaClient,
  limits: RateLimits | null,
  caller: Caller,
  request: Request,
  now = new Date(),
): Promise<Record<string, string>> {
  const limit = limits && (caller.actor ? limits.authenticated : limits.anonymous);
  if (!limits || !limit) return {};
  const state = await countRequest(db, rateLimitKey(caller, request), limit, limits.windowMs, now);
  const headers = rateLimitHeaders(state, now);
  if (state.exceeded) throw requestErrors.rateLimited({ ...headers, "Retry-After": headers["RateLimit-Reset"]! });
  return headers;
}
