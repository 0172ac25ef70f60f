import { encode } from "next-auth/jwt";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  ACTIVE_ADMINS_LOCK,
  activateAdminUserOperation,
  deactivateAdminUserOperation,
} from "@/lib/admin-users/activation";
import { createAdminUser } from "@/lib/admin-users/mutations";
import { adminOfSessionCookie, startAdminSession } from "@/lib/auth/admin-sessions";
import { authOptionsFor } from "@/lib/auth/options";
import { SIGN_IN_ERRORS } from "@/lib/auth/sign-in-errors";
import { runScript } from "../helpers/run-script";
import { postSignIn } from "../helpers/sign-in";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";
import { writeTo } from "../helpers/write";
import { writeFromCommand } from "@/lib/database/command-write";

/**
 * Deactivating an administrator (npm run admin:deactivate) ends all their sessions at once and
 * refuses their sign-in as a wrong password is refused; activating lets them sign in again; the
 * last active administrator is never deactivated. Sign-ins run next-auth's own credentials callback.
 */
let t: TestDatabase;
let options: ReturnType<typeof authOptionsFor>;
const PASSWORD = "correct horse battery";
const OWNER = "owner@example.com";
const COLLEAGUE = "colleague@example.com";

beforeAll(async () => {
  process.env.AUTH_SECRET ??= "deactivation-test-secret-deactivation-0";
  t = await createTestDatabase();
  options = authOptionsFor({ db: t.db });
});
afterAll(() => t.drop());
beforeEach(async () => {
  await t.sql.query(`TRUNCATE "AdminUser", "Change", "LoginFailure", "LoginLock" RESTART IDENTITY CASCADE`);
  for (const email of [OWNER, COLLEAGUE]) await createAdminUser(t.db, { email, password: PASSWORD });
});

const deactivate = (email: string) =>
  writeFromCommand(t.db, "admin:deactivate", deactivateAdminUserOperation({ email }));
const activate = (email: string) => writeFromCommand(t.db, "admin:activate", activateAdminUserOperation({ email }));
const adminId = async (email: string) => (await t.db.adminUser.findUniqueOrThrow({ where: { email } })).id;
const sessionsOf = async (email: string) => t.db.adminSession.count({ where: { adminUserId: await adminId(email) } });
const activeAdmins = () => t.db.adminUser.count({ where: { deactivatedAt: null } });

async function signedIn(email: string, ip: string): Promise<string> {
  const answer = await postSignIn(options, { email, password: PASSWORD }, ip);
  if (!answer.sessionCookie) throw new Error(`${email} was not signed in: ${answer.error}`);
  return answer.sessionCookie;
}

/**
 * Runs writes while their change records cannot be written yet, until two of them wait (for the
 * Change table, or for the administrators' lock): without that lock, each would have counted the
 * other still active before either commits. Deterministic, however the machine schedules them.
 */
async function heldBeforeTheirChangeRecords<T>(writes: () => Promise<T>): Promise<T> {
  await t.sql.query(`BEGIN; LOCK TABLE "Change" IN EXCLUSIVE MODE`);
  const done = writes();
  const waiting = `SELECT count(*)::int AS n FROM pg_locks WHERE NOT granted
    AND ((locktype = 'relation' AND relation = '"Change"'::regclass) OR (locktype = 'advisory' AND classid = $1))`;
  while ((await t.sql.query<{ n: number }>(waiting, [ACTIVE_ADMINS_LOCK])).rows[0]!.n < 2)
    await new Promise((resolve) => setTimeout(resolve, 20));
  await t.sql.query("COMMIT");
  return done;
}

describe("deactivating an administrator", () => {
  it("ends every session of theirs in the same write, and no one else's, with a change record", async () => {
    const [laptop, phone, colleagues] = [
      await signedIn(OWNER, "203.0.113.1"),
      await signedIn(OWNER, "203.0.113.2"),
      await signedIn(COLLEAGUE, "203.0.113.3"),
    ];
    expect(await adminOfSessionCookie(t.db, laptop)).toMatchObject({ email: OWNER });

    expect(await deactivate(OWNER)).toEqual({ ok: true, value: { email: OWNER, endedSessions: 2 } });
    expect(await sessionsOf(OWNER)).toBe(0);
    expect(await adminOfSessionCookie(t.db, laptop)).toBeNull();
    expect(await adminOfSessionCookie(t.db, phone)).toBeNull();
    expect(await adminOfSessionCookie(t.db, colleagues)).toMatchObject({ email: COLLEAGUE });
    expect(await sessionsOf(COLLEAGUE)).toBe(1);
    expect(
      await t.db.change.findMany({
        where: { action: "update" },
        select: { entity: true, entityId: true, actor: true },
      }),
    ).toEqual([{ entity: "adminUser", entityId: String(await adminId(OWNER)), actor: "system:admin:deactivate" }]);
  });

  it("refuses their sign-in exactly as a wrong password is refused, and starts no session", async () => {
    await deactivate(OWNER);
    const deactivated = await postSignIn(options, { email: OWNER, password: PASSWORD }, "203.0.113.4");
    const wrongPassword = await postSignIn(options, { email: COLLEAGUE, password: "not the password" }, "203.0.113.5");
    expect(deactivated).toEqual(wrongPassword);
    expect(deactivated).toMatchObject({ status: 401, error: SIGN_IN_ERRORS.invalid, sessionCookie: undefined });
    expect(await sessionsOf(OWNER)).toBe(0);
    expect((await t.db.adminUser.findUniqueOrThrow({ where: { email: OWNER } })).lastLoginAt).toBeNull();
  });

  it("refuses a session of theirs that remained (a sign-in racing the deactivation), and activation does not revive it", async () => {
    await deactivate(OWNER);
    const loginAt = Date.now();
    const sid = await startAdminSession(t.db, await adminId(OWNER), new Date(loginAt));
    const leftover = await encode({ token: { email: OWNER, loginAt, sid }, secret: process.env.AUTH_SECRET! });
    expect(await adminOfSessionCookie(t.db, leftover)).toBeNull();
    expect((await activate(OWNER)).ok).toBe(true);
    expect(await adminOfSessionCookie(t.db, leftover)).toBeNull();
  });

  it("never deactivates the last active administrator, even when two deactivations run at once", async () => {
    expect((await deactivate(COLLEAGUE)).ok).toBe(true);
    expect(await deactivate(OWNER)).toEqual({ ok: false, error: "lastActiveAdmin" });
    expect(await activeAdmins()).toBe(1);

    expect((await activate(COLLEAGUE)).ok).toBe(true);
    const both = await heldBeforeTheirChangeRecords(() => Promise.all([deactivate(OWNER), deactivate(COLLEAGUE)]));
    expect(both.filter((result) => result.ok)).toHaveLength(1);
    expect(both.filter((result) => !result.ok)).toEqual([{ ok: false, error: "lastActiveAdmin" }]);
    expect(await activeAdmins()).toBe(1);
  });

  it("is the operator's: an API token may not deactivate anyone", async () => {
    const result = await writeTo(t.db, deactivateAdminUserOperation({ email: OWNER }), {
      actor: { kind: "apiToken", name: "leaked" },
    });
    expect(result).toMatchObject({ ok: false, error: "unauthorized" });
    expect(await activeAdmins()).toBe(2);
  });
});

describe("activating an administrator again", () => {
  it("lets their password sign in once more, with a change record", async () => {
    await deactivate(OWNER);
    expect(await activate(OWNER)).toEqual({ ok: true, value: { email: OWNER } });
    const cookie = await signedIn(OWNER, "203.0.113.6");
    expect(await adminOfSessionCookie(t.db, cookie)).toMatchObject({ email: OWNER });
    expect(
      await t.db.change.findMany({ where: { action: "update" }, select: { actor: true }, orderBy: { id: "asc" } }),
    ).toEqual([{ actor: "system:admin:deactivate" }, { actor: "system:admin:activate" }]);
  });
});

describe("npm run admin:deactivate / admin:activate", () => {
  const command = (...args: string[]) => runScript("admin-activation.ts", args, { DATABASE_URL: t.url });

  it("deactivates (any case of the e-mail) and activates, with one line each", async () => {
    await signedIn(OWNER, "203.0.113.7");
    expect(await command("deactivate", "Owner@Example.com")).toMatchObject({
      code: 0,
      stdout: `Deactivated admin ${OWNER} (1 open session ended)\n`,
    });
    expect(await sessionsOf(OWNER)).toBe(0);
    expect(await command("activate", OWNER)).toMatchObject({ code: 0, stdout: `Activated admin ${OWNER}\n` });
    expect(await activeAdmins()).toBe(2);
  });

  it("refuses an unknown e-mail, a repeat, the last active administrator and a missing e-mail, with exit code 1", async () => {
    expect(await command("deactivate", "nobody@example.com")).toMatchObject({
      code: 1,
      stderr: "No administrator has the e-mail nobody@example.com\n",
    });
    expect(await command("activate", OWNER)).toMatchObject({
      code: 1,
      stderr: `The administrator ${OWNER} is active already\n`,
    });
    expect((await command("deactivate", COLLEAGUE)).code).toBe(0);
    expect(await command("deactivate", COLLEAGUE)).toMatchObject({
      code: 1,
      stderr: `The administrator ${COLLEAGUE} is inactive already\n`,
    });
    expect(await command("deactivate", OWNER)).toMatchObject({
      code: 1,
      stderr: `${OWNER} is the last active administrator and cannot be deactivated: create or activate another one first\n`,
    });
    expect(await command("deactivate")).toMatchObject({ code: 1, stderr: expect.stringContaining("Usage:") });
    expect(await activeAdmins()).toBe(1);
  });
});
