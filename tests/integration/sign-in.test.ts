import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createAdminUser } from "@/lib/admin-users/mutations";
import { checkCredentials } from "@/lib/auth/credentials";
import { deviceOf, newDeviceToken } from "@/lib/auth/device-cookie";
import { authOptionsFor } from "@/lib/auth/options";
import { LOGIN_LIMITS } from "@/lib/auth/throttle";
import { postSignIn } from "../helpers/sign-in";
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
    const outcome = await checkCredentials(
      t.db,
      { email: " Owner@Example.com ", password: ADMIN.password },
      "10.0.0.1",
      start,
    );
    expect(outcome).toMatchObject({ ok: true, admin: { email: ADMIN.email } });
    expect((await t.db.adminUser.findUniqueOrThrow({ where: { email: ADMIN.email } })).lastLoginAt).toEqual(start);
  });

  it("answers a wrong e-mail and a wrong password alike, and an empty field as invalid", async () => {
    const wrongEmail = await checkCredentials(
      t.db,
      { email: "nobody@example.com", password: ADMIN.password },
      "10.0.0.1",
      start,
    );
    const wrongPassword = await checkCredentials(t.db, { email: ADMIN.email, password: "nope" }, "10.0.0.1", start);
    expect(wrongEmail).toEqual({ ok: false, reason: "invalid" });
    expect(wrongPassword).toEqual(wrongEmail);
    expect(await checkCredentials(t.db, { email: ADMIN.email, password: "" }, "10.0.0.1", start)).toEqual(wrongEmail);
  });
});

describe("an unknown e-mail and a wrong password", () => {
  const TRIES = 30;
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = sorted.length / 2;
    return Number.isInteger(middle) ? (sorted[middle - 1]! + sorted[middle]!) / 2 : sorted[Math.floor(middle)]!;
  };

  it(`get the same status and body, with median times within 10% of each other over ${TRIES} tries`, async () => {
    const options = authOptionsFor({ db: t.db });
    const attempt = async (email: string, times: number[]) => {
      // No failure is counted when a try starts (reset outside the measured time): 30 wrong passwords
      // for one e-mail would lock it after 5, and a locked answer skips the password check.
      await t.sql.query(`TRUNCATE "LoginFailure", "LoginLock"`);
      const began = performance.now();
      const answer = await postSignIn(options, { email, password: "not the password" });
      times.push(performance.now() - began);
      return answer;
    };
    const unknown: number[] = [];
    const wrongPassword: number[] = [];
    const warmUp: number[] = [];
    // Warm up: the decoy hash (made at load), the pool's connections, next-auth's first run.
    for (const email of [ADMIN.email, "nobody@example.com"]) await attempt(email, warmUp);
    const answers = [];
    for (let i = 0; i < TRIES; i++) {
      // Interleaved, each first in turn, so that the shared machine's load falls on both alike.
      const pair = [() => attempt("nobody@example.com", unknown), () => attempt(ADMIN.email, wrongPassword)];
      for (const run of i % 2 === 0 ? pair : pair.reverse()) answers.push(await run());
    }
    expect(answers[0]).toMatchObject({ status: 401, error: "invalid", sessionCookie: undefined });
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    const [a, b] = [median(unknown), median(wrongPassword)];
    console.info(
      `Sign-in medians over ${TRIES} tries: unknown e-mail ${a.toFixed(1)} ms, wrong password ${b.toFixed(1)} ms`,
    );
    expect(Math.abs(a - b) / Math.max(a, b)).toBeLessThanOrEqual(0.1);
  }, 180_000);
});

describe("brute-force limits", () => {
  it(`locks an e-mail for 15 minutes after ${LOGIN_LIMITS.perEmail} failures, even for the right password`, async () => {
    for (let i = 0; i < LOGIN_LIMITS.perEmail; i++) {
      expect(
        await checkCredentials(t.db, { email: ADMIN.email, password: "wrong" }, `10.1.0.${i}`, minutes(i)),
      ).toMatchObject({ reason: "invalid" });
    }
    expect(
      await checkCredentials(t.db, { email: ADMIN.email, password: ADMIN.password }, "10.2.0.1", minutes(5)),
    ).toEqual({ ok: false, reason: "locked" });
    expect(
      await checkCredentials(t.db, { email: ADMIN.email, password: ADMIN.password }, "10.2.0.1", minutes(18)),
    ).toEqual({ ok: false, reason: "locked" });
    expect(
      await checkCredentials(t.db, { email: ADMIN.email, password: ADMIN.password }, "10.2.0.1", minutes(20)),
    ).toMatchObject({ ok: true });
  });

  it(`locks an IP after ${LOGIN_LIMITS.perIp} failures across e-mails, and other IPs still get in`, async () => {
    for (let i = 0; i < LOGIN_LIMITS.perIp; i++) {
      await checkCredentials(t.db, { email: `guess${i}@example.com`, password: "wrong" }, "10.3.0.1", minutes(0));
    }
    expect(
      await checkCredentials(t.db, { email: ADMIN.email, password: ADMIN.password }, "10.3.0.1", minutes(1)),
    ).toEqual({ ok: false, reason: "locked" });
    expect(
      await checkCredentials(t.db, { email: ADMIN.email, password: ADMIN.password }, "10.4.0.1", minutes(1)),
    ).toMatchObject({ ok: true });
  });

  it("does not lump clients of unknown address into one bucket anybody could lock", async () => {
    for (let i = 0; i < LOGIN_LIMITS.perIp; i++) {
      await checkCredentials(t.db, { email: `guess${i}@example.com`, password: "wrong" }, "unknown", minutes(0));
    }
    expect(
      await checkCredentials(t.db, { email: ADMIN.email, password: ADMIN.password }, "unknown", minutes(1)),
    ).toMatchObject({ ok: true });
  });

  it("forgets failures older than 15 minutes", async () => {
    for (let i = 0; i < LOGIN_LIMITS.perEmail - 1; i++) {
      await checkCredentials(t.db, { email: ADMIN.email, password: "wrong" }, "10.5.0.1", minutes(0));
    }
    await checkCredentials(t.db, { email: ADMIN.email, password: "wrong" }, "10.5.0.1", minutes(16));
    expect(
      await checkCredentials(t.db, { email: ADMIN.email, password: ADMIN.password }, "10.5.0.1", minutes(16)),
    ).toMatchObject({ ok: true });
  });

  it("keeps its counters in the database: a fresh client (another instance) sees the lock", async () => {
    for (let i = 0; i < LOGIN_LIMITS.perEmail; i++)
      await checkCredentials(t.db, { email: ADMIN.email, password: "wrong" }, "10.6.0.1", minutes(0));
    const { createPrismaClient } = await import("@/lib/db");
    const other = createPrismaClient(t.url);
    expect(
      await checkCredentials(other, { email: ADMIN.email, password: ADMIN.password }, "10.7.0.1", minutes(1)),
    ).toEqual({ ok: false, reason: "locked" });
    await other.$disconnect();
  });
});

describe("under a burst of parallel guesses", () => {
  it(`lets no more than ${LOGIN_LIMITS.perEmail} of them reach the password check`, async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        checkCredentials(t.db, { email: ADMIN.email, password: `guess-${i}` }, `10.8.0.${i}`, minutes(0)),
      ),
    );
    expect(outcomes.filter((outcome) => !outcome.ok && outcome.reason === "invalid")).toHaveLength(
      LOGIN_LIMITS.perEmail,
    );
    expect(outcomes.filter((outcome) => !outcome.ok && outcome.reason === "locked")).toHaveLength(
      12 - LOGIN_LIMITS.perEmail,
    );
  });

  it("a success is not a failure: four misses and a hit leave the e-mail open", async () => {
    for (let i = 0; i < LOGIN_LIMITS.perEmail - 1; i++)
      await checkCredentials(t.db, { email: ADMIN.email, password: "wrong" }, "10.9.0.1", minutes(0));
    expect(
      await checkCredentials(t.db, { email: ADMIN.email, password: ADMIN.password }, "10.9.0.1", minutes(1)),
    ).toMatchObject({ ok: true });
    expect(
      await checkCredentials(t.db, { email: ADMIN.email, password: ADMIN.password }, "10.9.0.1", minutes(2)),
    ).toMatchObject({ ok: true });
  });

  it("refuses over-long input without a lookup", async () => {
    expect(
      await checkCredentials(t.db, { email: `${"a".repeat(300)}@example.com`, password: "x" }, "10.9.0.2", minutes(0)),
    ).toEqual({ ok: false, reason: "invalid" });
    expect(await t.db.loginFailure.count()).toBe(0);
  });
});

describe("a browser that signed in before (its device cookie)", () => {
  const secret = () => process.env.AUTH_SECRET!;
  const attempt = (password: string, at: Date, device?: string, ip = "10.9.0.1") =>
    checkCredentials(t.db, { email: ADMIN.email, password }, ip, at, device);

  it("still signs in while guesses from elsewhere have locked the e-mail", async () => {
    const usual = newDeviceToken(ADMIN.email, secret());
    for (let i = 0; i < LOGIN_LIMITS.perEmail; i++)
      expect(await attempt("wrong", minutes(i), undefined, `10.5.0.${i}`)).toMatchObject({ reason: "invalid" });
    // Unknown browsers are locked out, the right password included...
    expect(await attempt(ADMIN.password, minutes(5))).toEqual({ ok: false, reason: "locked" });
    // ...but not the administrator's usual one.
    expect(await attempt(ADMIN.password, minutes(5), usual)).toMatchObject({ ok: true });
  });

  it(`is locked by its own ${LOGIN_LIMITS.perDevice} failures, and they do not lock the e-mail for other browsers`, async () => {
    const usual = newDeviceToken(ADMIN.email, secret());
    for (let i = 0; i < LOGIN_LIMITS.perDevice; i++)
      expect(await attempt("wrong", minutes(i), usual)).toMatchObject({ reason: "invalid" });
    expect(await attempt(ADMIN.password, minutes(5), usual)).toEqual({ ok: false, reason: "locked" });
    expect(await attempt(ADMIN.password, minutes(5), newDeviceToken(ADMIN.email, secret()))).toMatchObject({
      ok: true,
    });
    expect(await attempt(ADMIN.password, minutes(5))).toMatchObject({ ok: true });
  });

  it("counts for nothing when it was signed for another e-mail, with another secret, or tampered with", async () => {
    const usual = newDeviceToken(ADMIN.email, secret());
    const [id, signature] = usual.split(".");
    const forged = [
      newDeviceToken("someone@example.com", secret()),
      newDeviceToken(ADMIN.email, "another-secret-another-secret-0000"),
      `${id}.${signature!.slice(0, -2)}AA`,
      `${"A".repeat(22)}.${signature}`,
      "garbage",
    ];
    for (const token of forged) expect(deviceOf(token, ADMIN.email, secret()), token).toBeNull();
    expect(deviceOf(usual, ADMIN.email, secret())).toBe(id);
    // A forged cookie is an unknown browser: the e-mail's lock applies to it.
    for (let i = 0; i < LOGIN_LIMITS.perEmail; i++) await attempt("wrong", minutes(i), forged[0], `10.6.0.${i}`);
    expect(await attempt(ADMIN.password, minutes(5), forged[0])).toEqual({ ok: false, reason: "locked" });
  });
});
