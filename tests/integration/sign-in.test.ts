import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createAdminUser } from "@/lib/admin-users/mutations";
import { checkCredentials } from "@/lib/auth/credentials";
import { deviceOf, newDeviceToken } from "@/lib/auth/device-cookie";
import { LOGIN_LIMITS } from "@/lib/auth/throttle";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";

let t: TestDatabase;
const ADMIN = { email: "owner@example.com", password: "correct horse battery" };
const start = new Date("2026-11-23T09:00:00Z");
const minutes = (n: number) => new Date(start.getTime() + n * 60_000);

beforeAll(async () => {
  process.env.AUTH_SECRET ??= "test-secret-test-secret-test-secret-00";
  t = await createTestDatabase();
  await createAdminUser(t.db, ADMIN);
});
afterAll(() => t.drop());
beforeEach(async () => {
  await t.sql.query(`TRUNCATE "LoginFailure", "LoginLock"`);
});

describe("checkCredentials", () => {
  it("accepts the right e-mail (in any case) and password and stamps the login", async () => {
    const outcome = await checkCredentials(t.db, { email: " Owner@Example.com ", password: ADMIN.password }, "10.0.0.1", start);
    expect(outcome).toMatchObject({ ok: true, admin: { email: ADMIN.email } });
    expect((await t.db.adminUser.findUniqueOrThrow({ where: { email: ADMIN.email } })).lastLoginAt).toEqual(start);
  });

  it("answers a wrong e-mail and a wrong password alike, and an empty field as invalid", async () => {
    const wrongEmail = await checkCredentials(t.db, { email: "nobody@example.com", password: ADMIN.password }, "10.0.0.1", start);
    const wrongPassword = await checkCredentials(t.db, { email: ADMIN.email, password: "nope" }, "10.0.0.1", start);
    expect(wrongEmail).toEqual({ ok: false, reason: "invalid" });
    expect(wrongPassword).toEqual(wrongEmail);
    expect(await checkCredentials(t.db, { email: ADMIN.email, password: "" }, "10.0.0.1", start)).toEqual(wrongEmail);
  });

  it("takes about as long for an unknown e-mail as for a wrong password", async () => {
    const time = async (email: string) => {
      const began = performance.now();
      await checkCredentials(t.db, { email, password: "wrong" }, "10.0.0.9", start);
      return performance.now() - began;
    };
    await time(ADMIN.email); // warm up the decoy hash
    const unknown = await time("nobody@example.com");
    const known = await time(ADMIN.email);
    expect(unknown).toBeGreaterThan(known * 0.5);
  });
});

describe("brute-force limits", () => {
  it(`locks an e-mail for 15 minutes after ${LOGIN_LIMITS.perEmail} failures, even for the right password`, async () => {
    for (let i = 0; i < LOGIN_LIMITS.perEmail; i++) {
      expect(await checkCredentials(t.db, { email: ADMIN.email, password: "wrong" }, `10.1.0.${i}`, minutes(i))).toMatchObject({ reason: "invalid" });
    }
    expect(await checkCredentials(t.db, { email: ADMIN.email, password: ADMIN.password }, "10.2.0.1", minutes(5))).toEqual({ ok: false, reason: "locked" });
    expect(await checkCredentials(t.db, { email: ADMIN.email, password: ADMIN.password }, "10.2.0.1", minutes(18))).toEqual({ ok: false, reason: "locked" });
    expect(await checkCredentials(t.db, { email: ADMIN.email, password: ADMIN.password }, "10.2.0.1", minutes(20))).toMatchObject({ ok: true });
  });

  it(`locks an IP after ${LOGIN_LIMITS.perIp} failures across e-mails, and other IPs still get in`, async () => {
    for (let i = 0; i < LOGIN_LIMITS.perIp; i++) {
      await checkCredentials(t.db, { email: `guess${i}@example.com`, password: "wrong" }, "10.3.0.1", minutes(0));
    }
    expect(await checkCredentials(t.db, { email: ADMIN.email, password: ADMIN.password }, "10.3.0.1", minutes(1))).toEqual({ ok: false, reason: "locked" });
    expect(await checkCredentials(t.db, { email: ADMIN.email, password: ADMIN.password }, "10.4.0.1", minutes(1))).toMatchObject({ ok: true });
  });

  it("does not lump clients of unknown address into one bucket anybody could lock", async () => {
    for (let i = 0; i < LOGIN_LIMITS.perIp; i++) {
      await checkCredentials(t.db, { email: `guess${i}@example.com`, password: "wrong" }, "unknown", minutes(0));
    }
    expect(await checkCredentials(t.db, { email: ADMIN.email, password: ADMIN.password }, "unknown", minutes(1))).toMatchObject({ ok: true });
  });

  it("forgets failures older than 15 minutes", async () => {
    for (let i = 0; i < LOGIN_LIMITS.perEmail - 1; i++) {
      await checkCredentials(t.db, { email: ADMIN.email, password: "wrong" }, "10.5.0.1", minutes(0));
    }
    await checkCredentials(t.db, { email: ADMIN.email, password: "wrong" }, "10.5.0.1", minutes(16));
    expect(await checkCredentials(t.db, { email: ADMIN.email, password: ADMIN.password }, "10.5.0.1", minutes(16))).toMatchObject({ ok: true });
  });

  it("keeps its counters in the database: a fresh client (another instance) sees the lock", async () => {
    for (let i = 0; i < LOGIN_LIMITS.perEmail; i++) await checkCredentials(t.db, { email: ADMIN.email, password: "wrong" }, "10.6.0.1", minutes(0));
    const { createPrismaClient } = await import("@/lib/db");
    const other = createPrismaClient(t.url);
    expect(await checkCredentials(other, { email: ADMIN.email, password: ADMIN.password }, "10.7.0.1", minutes(1))).toEqual({ ok: false, reason: "locked" });
    await other.$disconnect();
  });
});

describe("under a burst of parallel guesses", () => {
  it(`lets no more than ${LOGIN_LIMITS.perEmail} of them reach the password check`, async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_, i) => checkCredentials(t.db, { email: ADMIN.email, password: `guess-${i}` }, `10.8.0.${i}`, minutes(0))),
    );
    expect(outcomes.filter((outcome) => !outcome.ok && outcome.reason === "invalid")).toHaveLength(LOGIN_LIMITS.perEmail);
    expect(outcomes.filter((outcome) => !outcome.ok && outcome.reason === "locked")).toHaveLength(12 - LOGIN_LIMITS.perEmail);
  });

  it("a success is not a failure: four misses and a hit leave the e-mail open", async () => {
    for (let i = 0; i < LOGIN_LIMITS.perEmail - 1; i++) await checkCredentials(t.db, { email: ADMIN.email, password: "wrong" }, "10.9.0.1", minutes(0));
    expect(await checkCredentials(t.db, { email: ADMIN.email, password: ADMIN.password }, "10.9.0.1", minutes(1))).toMatchObject({ ok: true });
    expect(await checkCredentials(t.db, { email: ADMIN.email, password: ADMIN.password }, "10.9.0.1", minutes(2))).toMatchObject({ ok: true });
  });

  it("refuses over-long input without a lookup", async () => {
    expect(await checkCredentials(t.db, { email: `${"a".repeat(300)}@example.com`, password: "x" }, "10.9.0.2", minutes(0))).toEqual({ ok: false, reason: "invalid" });
    expect(await t.db.loginFailure.count()).toBe(0);
  });
});

describe("a browser that signed in before (its device cookie)", () => {
  const secret = () => process.env.AUTH_SECRET!;
  const attempt = (password: string, at: Date, device?: string, ip = "10.9.0.1") => checkCredentials(t.db, { email: ADMIN.email, password }, ip, at, device);

  it("still signs in while guesses from elsewhere have locked the e-mail", async () => {
    const usual = newDeviceToken(ADMIN.email, secret());
    for (let i = 0; i < LOGIN_LIMITS.perEmail; i++) expect(await attempt("wrong", minutes(i), undefined, `10.5.0.${i}`)).toMatchObject({ reason: "invalid" });
    // Unknown browsers are locked out, the right password included...
    expect(await attempt(ADMIN.password, minutes(5))).toEqual({ ok: false, reason: "locked" });
    // ...but not the administrator's usual one.
    expect(await attempt(ADMIN.password, minutes(5), usual)).toMatchObject({ ok: true });
  });

  it(`is locked by its own ${LOGIN_LIMITS.perDevice} failures, and they do not lock the e-mail for other browsers`, async () => {
    const usual = newDeviceToken(ADMIN.email, secret());
    for (let i = 0; i < LOGIN_LIMITS.perDevice; i++) expect(await attempt("wrong", minutes(i), usual)).toMatchObject({ reason: "invalid" });
    expect(await attempt(ADMIN.password, minutes(5), usual)).toEqual({ ok: false, reason: "locked" });
    expect(await attempt(ADMIN.password, minutes(5), newDeviceToken(ADMIN.email, secret()))).toMatchObject({ ok: true });
    expect(await attempt(ADMIN.password, minutes(5))).toMatchObject({ ok: true });
  });

  it("counts for nothing when it was signed for another e-mail, with another secret, or tampered with", async () => {
    const usual = newDeviceToken(ADMIN.email, secret());
    const [id, signature] = usual.split(".");
    const forged = [newDeviceToken("someone@example.com", secret()), newDeviceToken(ADMIN.email, "another-secret-another-secret-0000"), `${id}.${signature!.slice(0, -2)}AA`, `${"A".repeat(22)}.${signature}`, "garbage"];
    for (const token of forged) expect(deviceOf(token, ADMIN.email, secret()), token).toBeNull();
    expect(deviceOf(usual, ADMIN.email, secret())).toBe(id);
    // A forged cookie is an unknown browser: the e-mail's lock applies to it.
    for (let i = 0; i < LOGIN_LIMITS.perEmail; i++) await attempt("wrong", minutes(i), forged[0], `10.6.0.${i}`);
    expect(await attempt(ADMIN.password, minutes(5), forged[0])).toEqual({ ok: false, reason: "locked" });
  });
});
