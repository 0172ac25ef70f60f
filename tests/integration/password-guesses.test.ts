import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminUser } from "@/lib/admin-users/mutations";
import { verifyPassword } from "@/lib/admin-users/password";
import { changeOwnPasswordLimited, PASSWORD_GUESSES } from "@/lib/admin-users/password-change";
import { startAdminSession } from "@/lib/auth/admin-sessions";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";
import { writeTo } from "../helpers/write";

/**
 * The change-password form's current password is a guess, counted as a sign-in's: a few wrong ones,
 * then the form refuses for a while, the right password too; guesses at once are counted before any is checked.
 */
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.drop());

const PASSWORD = "first-password-1";
const NEXT = "a new password here";
const WRONG = { current: "wrong-password-1", next: NEXT, confirm: NEXT };
const RIGHT = { current: PASSWORD, next: NEXT, confirm: NEXT };
const wrongGuess = { ok: false, error: "invalid", fieldErrors: { current: "currentPasswordWrong" } };
const locked = { ok: false, error: "invalid", fieldErrors: { current: "currentPasswordLocked" } };

/** A new administrator, signed in, and their form's change at a given time. */
async function administrator() {
  const email = `guess-${randomBytes(4).toString("hex")}@example.com`;
  await createAdminUser(t.db, { email, password: PASSWORD });
  const admin = await t.db.adminUser.findUniqueOrThrow({ where: { email } });
  const own = { email, sessionId: await startAdminSession(t.db, admin.id) };
  const actor = { kind: "admin", email } as const;
  const change = (input: Record<string, string>, now: Date) =>
    changeOwnPasswordLimited(input, own, (operation) => writeTo(t.db, operation, { actor }), { db: t.db, now });
  const passwordIs = async (password: string) =>
    verifyPassword(password, (await t.db.adminUser.findUniqueOrThrow({ where: { email } })).passwordHash);
  return { change, passwordIs };
}

const minutes = (from: Date, count: number) => new Date(from.getTime() + count * 60_000);

describe("guessing the current password in the change-password form", () => {
  it(`refuses after ${PASSWORD_GUESSES.allowed} wrong guesses, the right password too, for ${PASSWORD_GUESSES.lockMinutes} minutes`, async () => {
    const { change, passwordIs } = await administrator();
    const start = new Date();
    for (let guess = 1; guess <= PASSWORD_GUESSES.allowed; guess++)
      expect(await change(WRONG, minutes(start, guess / 10))).toEqual(wrongGuess);
    expect(await change(RIGHT, minutes(start, 1))).toEqual(locked);
    expect(await change(RIGHT, minutes(start, PASSWORD_GUESSES.lockMinutes))).toEqual(locked);
    expect(await passwordIs(PASSWORD)).toBe(true);

    expect(await change(RIGHT, minutes(start, PASSWORD_GUESSES.lockMinutes + 1))).toMatchObject({ ok: true });
    expect(await passwordIs(NEXT)).toBe(true);
  });

  it(`allows ${PASSWORD_GUESSES.allowed - 1} wrong guesses and then the right password`, async () => {
    const { change } = await administrator();
    const now = new Date();
    for (let guess = 1; guess < PASSWORD_GUESSES.allowed; guess++) expect(await change(WRONG, now)).toEqual(wrongGuess);
    expect(await change(RIGHT, now)).toMatchObject({ ok: true });
  });

  it("counts guesses sent at once before checking any of them", async () => {
    const { change, passwordIs } = await administrator();
    const now = new Date();
    const answers = await Promise.all(Array.from({ length: 8 }, () => change(WRONG, now)));
    expect(answers.filter((answer) => JSON.stringify(answer) === JSON.stringify(wrongGuess))).toHaveLength(
      PASSWORD_GUESSES.allowed,
    );
    expect(answers.filter((answer) => JSON.stringify(answer) === JSON.stringify(locked))).toHaveLength(
      8 - PASSWORD_GUESSES.allowed,
    );
    expect(await change(RIGHT, now)).toEqual(locked);
    expect(await passwordIs(PASSWORD)).toBe(true);
  });

  it("does not count a change refused for its new password, whose current password was right or never checked", async () => {
    const { change } = await administrator();
    const now = new Date();
    for (let i = 0; i <= PASSWORD_GUESSES.allowed; i++) {
      expect(await change({ ...RIGHT, next: "qwerty123456", confirm: "qwerty123456" }, now)).toMatchObject({
        fieldErrors: { next: "passwordTooCommon" },
      });
      expect(await change({ ...RIGHT, confirm: "something else" }, now)).toMatchObject({
        fieldErrors: { confirm: "passwordMismatch" },
      });
    }
    expect(await change(RIGHT, now)).toMatchObject({ ok: true });
  });

  it("keeps one administrator's guesses from locking another's form or their sign-in", async () => {
    const guesser = await administrator();
    const other = await administrator();
    const now = new Date();
    for (let guess = 0; guess <= PASSWORD_GUESSES.allowed; guess++) await guesser.change(WRONG, now);
    expect(await guesser.change(RIGHT, now)).toEqual(locked);
    expect(await other.change(RIGHT, now)).toMatchObject({ ok: true });
    expect(await t.db.loginLock.count({ where: { key: { startsWith: "email:" } } })).toBe(0);
  });
});
