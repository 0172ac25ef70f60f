import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { isSessionExpired, SESSION_MAX_AGE_MS } from "@/lib/auth/session-expiry";
import { signInErrorFrom } from "@/lib/auth/sign-in-errors";

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2026-11-23T09:00:00Z"));
});
afterEach(() => vi.useRealTimers());

it("keeps a session for 24 hours (86400000 ms) from login, then expires it", () => {
  expect(SESSION_MAX_AGE_MS).toBe(86_400_000);
  const loginAt = Date.now();
  vi.advanceTimersByTime(SESSION_MAX_AGE_MS - 1);
  expect(isSessionExpired(loginAt)).toBe(false);
  vi.advanceTimersByTime(1);
  expect(isSessionExpired(loginAt)).toBe(true);
});

it("treats a session without a login time, or from the future, as expired", () => {
  expect(isSessionExpired(undefined)).toBe(true);
  expect(isSessionExpired(Date.now() + 60_000)).toBe(true);
});

it("maps every sign-in failure to one of three messages, a failure of the check by default", () => {
  expect(signInErrorFrom("CredentialsSignin")).toBe("invalid");
  expect(signInErrorFrom("invalid")).toBe("invalid");
  expect(signInErrorFrom("locked")).toBe("locked");
  expect(signInErrorFrom("Configuration")).toBe("failure");
  expect(signInErrorFrom(undefined)).toBe("failure");
});
