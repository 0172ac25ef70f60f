import net from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createAdminUser } from "@/lib/admin-users/mutations";
import type { PasswordVerifier } from "@/lib/admin-users/password";
import { authOptionsFor } from "@/lib/auth/options";
import { SIGN_IN_ERRORS } from "@/lib/auth/sign-in-errors";
import { DEFAULT_POOL_SETTINGS } from "@/lib/database/pool-settings";
import { createPrismaClient } from "@/lib/db";
import { postSignIn } from "../helpers/sign-in";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";

/**
 * Sign-in fails closed, with no fallback session: when the check cannot finish — the password check
 * throws, the database is unreachable or silent — the right credentials get no session, only the
 * generic failure ("An error occurred while signing in"), for a known e-mail and an unknown alike.
 * Each case runs next-auth's own credentials callback with the route's options.
 */
let t: TestDatabase;
const ADMIN = { email: "closed@example.com", password: "correct horse battery" };
const UNKNOWN = { email: "nobody@example.com", password: ADMIN.password };
const REFUSED = { status: 401, error: SIGN_IN_ERRORS.failure, sessionCookie: undefined };

const held = new Set<net.Socket>();
const silent = net.createServer((socket) => void held.add(socket));
const loggedErrors = vi.spyOn(console, "error").mockImplementation(() => undefined);

beforeAll(async () => {
  process.env.AUTH_SECRET ??= "fails-closed-test-secret-fails-closed-0";
  t = await createTestDatabase();
  await createAdminUser(t.db, ADMIN);
});
afterAll(async () => {
  for (const socket of held) socket.destroy();
  if (silent.listening) await new Promise((resolve) => silent.close(resolve));
  loggedErrors.mockRestore();
  await t.drop();
});
beforeEach(async () => {
  await t.sql.query(`TRUNCATE "LoginFailure", "LoginLock", "AdminSession"`);
  await t.sql.query(`UPDATE "AdminUser" SET "lastLoginAt" = NULL`);
  loggedErrors.mockClear();
});

const sessionsOfAdmin = () => t.db.adminSession.count({ where: { adminUser: { email: ADMIN.email } } });
const lastLogin = async () => (await t.db.adminUser.findUniqueOrThrow({ where: { email: ADMIN.email } })).lastLoginAt;

describe("sign-in when its check works", () => {
  it("gives the right credentials a session (what the cases below must never reach)", async () => {
    const answer = await postSignIn(authOptionsFor({ db: t.db }), ADMIN);
    expect(answer.error).toBeNull();
    expect(answer.sessionCookie).toEqual(expect.any(String));
    expect(await sessionsOfAdmin()).toBe(1);
  });
});

describe("sign-in fails closed", () => {
  it("gives no session when the password check throws, and the generic failure whether the e-mail exists or not", async () => {
    const broken: PasswordVerifier = () => Promise.reject(new Error("bcrypt failed"));
    const options = authOptionsFor({ db: t.db, verifyPassword: broken });
    expect(await postSignIn(options, ADMIN, "203.0.113.10")).toMatchObject(REFUSED);
    expect(await postSignIn(options, UNKNOWN, "203.0.113.11")).toMatchObject(REFUSED);
    expect(await sessionsOfAdmin()).toBe(0);
    expect(await lastLogin()).toBeNull();
    // The attempt is not forgiven as a success would be: it still counts towards the lockout.
    expect(await t.db.loginFailure.count({ where: { email: ADMIN.email } })).toBe(1);
    expect(loggedErrors).toHaveBeenCalledWith("Sign-in check failed", expect.any(Error));
  });

  it("gives no session when the database refuses connections, within the pool's connect timeout", async () => {
    const unreachable = createPrismaClient("postgresql://postgres@127.0.0.1:1/nowhere", DEFAULT_POOL_SETTINGS);
    try {
      const began = Date.now();
      expect(await postSignIn(authOptionsFor({ db: unreachable }), ADMIN)).toMatchObject(REFUSED);
      expect(Date.now() - began).toBeLessThan(DEFAULT_POOL_SETTINGS.connectionTimeoutMillis);
    } finally {
      await unreachable.$disconnect();
    }
    expect(await sessionsOfAdmin()).toBe(0);
    expect(loggedErrors).toHaveBeenCalledWith("Sign-in check failed", expect.any(Error));
  });

  it("gives no session when the database accepts connections but never answers, once the connect timeout is over", async () => {
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as net.AddressInfo;
    const pool = { ...DEFAULT_POOL_SETTINGS, connectionTimeoutMillis: 500 };
    const hanging = createPrismaClient(`postgresql://postgres@127.0.0.1:${port}/nowhere`, pool);
    try {
      const began = Date.now();
      expect(await postSignIn(authOptionsFor({ db: hanging }), ADMIN)).toMatchObject(REFUSED);
      // Bounded by the timeout (a few connection attempts at most), never left hanging.
      expect(Date.now() - began).toBeLessThan(5 * pool.connectionTimeoutMillis);
    } finally {
      await hanging.$disconnect();
    }
    expect(await sessionsOfAdmin()).toBe(0);
  });
});
