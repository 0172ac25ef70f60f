import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createAdminUser } from "@/lib/admin-users/mutations";
import { authOptionsFor } from "@/lib/auth/options";
import { SESSION_MAX_AGE_MS } from "@/lib/auth/session-expiry";
import { postSignIn } from "../helpers/sign-in";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";

/**
 * The session cookie is HttpOnly and SameSite=Lax; over HTTPS (SITE_URL) it is Secure and
 * carries the `__Secure-` prefix; it lives 24 hours at most (spec). Read off the Set-Cookie line
 * next-auth's own credentials callback writes with the route's options.
 */
let t: TestDatabase;
const ADMIN = { email: "cookie@example.com", password: "a long enough passphrase" };
const siteUrl = process.env.SITE_URL;

beforeAll(async () => {
  process.env.AUTH_SECRET ??= "session-cookie-test-secret-session-cookie";
  t = await createTestDatabase();
  await createAdminUser(t.db, ADMIN);
});
afterEach(() => {
  if (siteUrl === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = siteUrl;
});
afterAll(() => t.drop());

const attributes = (line: string | undefined) =>
  (line ?? "")
    .split(";")
    .slice(1)
    .map((part) => part.trim().toLowerCase());

describe("the session cookie", () => {
  it("over HTTPS: __Secure- prefixed, Secure, HttpOnly, SameSite=Lax, for 24 hours", async () => {
    process.env.SITE_URL = "https://marka.example";
    const { sessionCookieLine } = await postSignIn(authOptionsFor({ db: t.db }), ADMIN, "203.0.113.40");
    expect(sessionCookieLine).toMatch(/^__Secure-next-auth\.session-token=/);
    expect(attributes(sessionCookieLine)).toEqual(
      expect.arrayContaining(["httponly", "samesite=lax", "secure", "path=/"]),
    );
    const expires = attributes(sessionCookieLine).find((part) => part.startsWith("expires="));
    const lifetimeSeconds = (Date.parse(expires!.slice("expires=".length)) - Date.now()) / 1000;
    expect(Math.round(lifetimeSeconds / 60)).toBe(Math.round(SESSION_MAX_AGE_MS / 60_000));
    expect(SESSION_MAX_AGE_MS).toBe(24 * 60 * 60 * 1000);
  });

  it("over plain HTTP (a local run): HttpOnly and SameSite=Lax, without Secure or the prefix", async () => {
    process.env.SITE_URL = "http://localhost:3000";
    const { sessionCookieLine } = await postSignIn(authOptionsFor({ db: t.db }), ADMIN, "203.0.113.41");
    expect(sessionCookieLine).toMatch(/^next-auth\.session-token=/);
    expect(attributes(sessionCookieLine)).toEqual(expect.arrayContaining(["httponly", "samesite=lax", "path=/"]));
    expect(attributes(sessionCookieLine)).not.toContain("secure");
  });
});
