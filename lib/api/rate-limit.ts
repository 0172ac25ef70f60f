import { describeActor } from "@/lib/auth/actor";
import { hashIp, clientIpFrom } from "@/lib/auth/client-ip";
import { wholeNumberSetting } from "@/lib/env";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { Caller } from "./authenticate";
import { ApiError, requestErrors } from "./errors";
import { RequestCounter } from "./request-counter";

/**
 * How many API requests one caller may send per window: a token or an admin session is counted by
 * its own name, an anonymous caller (and one sending an unknown token) by its (hashed) address. 0
 * lifts a limit. Each instance counts in memory and shares its counts through PostgreSQL in batches
 * (./request-counter.ts), so several instances keep roughly one budget and a flood writes nothing.
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
 * Each RateLimits object is one app instance's budget over one database: its counts are kept with it
 * (./request-counter.ts), so two contexts are two instances sharing the table, as in production.
 */
const counters = new WeakMap<RateLimits, RequestCounter>();

export function requestCounterOf(limits: RateLimits, db: PrismaClient): RequestCounter {
  let counter = counters.get(limits);
  if (!counter) counters.set(limits, (counter = new RequestCounter(db)));
  return counter;
}

/**
 * Counts one request of `key` in the window `now` falls in, and says what is left. A counter is
 * operational state, not content: it keeps no change record and expires no cache, like the sign-in
 * throttle's.
 */
export async function countRequest(
  counter: RequestCounter,
  key: string,
  limit: number,
  windowMs: number,
  now = new Date(),
): Promise<RateLimitState> {
  const windowStart = Math.floor(now.getTime() / windowMs) * windowMs;
  const count = await counter.take(key, limit, { start: windowStart, end: windowStart + windowMs });
  return {
    limit,
    remaining: Math.max(0, limit - count),
    resetAt: new Date(windowStart + windowMs),
    exceeded: count > limit,
  };
}

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
 * nothing else of it runs. A request with an unknown or revoked token is charged to its address, as an
 * anonymous one (so guessing tokens is limited too), then refused: 401 within the limit, 429 beyond.
 * Returns the headers every answer carries (none when no limit applies).
 */
export async function enforceRateLimit(
  db: PrismaClient,
  limits: RateLimits | null,
  caller: Caller,
  request: Request,
  now = new Date(),
): Promise<Record<string, string>> {
  const limit = limits && (caller.actor ? limits.authenticated : limits.anonymous);
  const headers = limits && limit ? await charge(db, limits, limit, caller, request, now) : {};
  if (caller.via === "unknownToken") throw withHeaders(requestErrors.badToken(), headers);
  return headers;
}

const withHeaders = (error: ApiError, headers: Record<string, string>) =>
  new ApiError(error.status, error.code, error.message, error.fields, { ...error.headers, ...headers });

async function charge(
  db: PrismaClient,
  limits: RateLimits,
  limit: number,
  caller: Caller,
  request: Request,
  now: Date,
): Promise<Record<string, string>> {
  const counter = requestCounterOf(limits, db);
  const state = await countRequest(counter, rateLimitKey(caller, request), limit, limits.windowMs, now);
  const headers = rateLimitHeaders(state, now);
  if (state.exceeded) throw requestErrors.rateLimited({ ...headers, "Retry-After": headers["RateLimit-Reset"]! });
  return headers;
}
