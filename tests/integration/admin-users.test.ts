import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createAdminUser, ensureInitialAdmin } from "@/lib/admin-users/mutations";
import { verifyPassword } from "@/lib/admin-users/password";
import { changeOwnPassword } from "@/lib/admin-users/password-change";
import { startAdminSession } from "@/lib/auth/admin-sessions";
import { INITIAL_ADMIN_EMAIL } from "@/lib/admin-users/schema";
import { runScript } from "../helpers/run-script";
import { writeTo } from "../helpers/write";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.drop());
beforeEach(async () => {
  await t.sql.query(`TRUNCATE "AdminUser", "Change" RESTART IDENTITY CASCADE`);
});

describe("npm run admin:create", () => {
  it("creates an admin with a hashed password, then answers 'User already exists' with exit code 1", async () => {
    const first = await runScript("admin-create.ts", ["--email", "Owner@Example.com", "--password", "correct horse"], {
      DATABASE_URL: t.url,
    });
    expect(first.code).toBe(0);
    const user = await t.db.adminUser.findUniqueOrThrow({ where: { email: "owner@example.com" } });
    expect(user.passwordHash).not.toContain("correct horse");
    expect(await verifyPassword("correct horse", user.passwordHash)).toBe(true);

    const again = await runScript(
      "admin-create.ts",
      ["--email", "owner@example.com", "--password", "another one entirely"],
      { DATABASE_URL: t.url },
    );
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toBe("User already exists");
    // Written through the write path by the operator's command; the refused second one left no record.
    const changes = await t.db.change.findMany();
    expect(changes).toEqual([
      expect.objectContaining({
        entity: "adminUser",
        entityId: String(user.id),
        action: "create",
        actor: "system:admin:create",
        languages: [],
        tags: [],
        cacheRefreshed: false,
      }),
    ]);
  });

  it("asks for the password when none is given", async () => {
    const result = await runScript(
      "admin-create.ts",
      ["--email", "typed@example.com"],
      { DATABASE_URL: t.url },
      "typed secret\n",
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("Password:");
    const user = await t.db.adminUser.findUniqueOrThrow({ where: { email: "typed@example.com" } });
    expect(await verifyPassword("typed secret", user.passwordHash)).toBe(true);
  });

  it("refuses a short password and a missing e-mail", async () => {
    expect(
      (await runScript("admin-create.ts", ["--email", "a@b.c", "--password", "short"], { DATABASE_URL: t.url })).code,
    ).toBe(1);
    const missing = await runScript("admin-create.ts", [], { DATABASE_URL: t.url });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("--email");
    expect(await t.db.adminUser.count()).toBe(0);
  });
});

describe("the initial admin at start", () => {
  it("uses ADMIN_EMAIL and ADMIN_PASSWORD when there is no admin", async () => {
    expect(await ensureInitialAdmin(t.db, { email: "boss@example.com", password: "s3cret-passphrase" })).toEqual({
      created: true,
      email: "boss@example.com",
    });
    expect(await ensureInitialAdmin(t.db, { email: "other@example.com", password: "s3cret-passphrase" })).toEqual({
      created: false,
    });
    expect(await t.db.adminUser.count()).toBe(1);
    expect(await t.db.change.findMany({ select: { entity: true, action: true, actor: true } })).toEqual([
      { entity: "adminUser", action: "create", actor: "system:start" },
    ]);
  });

  it("creates admin@localhost with a random password when nothing is configured", async () => {
    const result = await ensureInitialAdmin(t.db, {});
    if (!result.created || !result.generatedPassword) throw new Error("expected a generated admin");
    expect(result.email).toBe(INITIAL_ADMIN_EMAIL);
    const user = await t.db.adminUser.findUniqueOrThrow({ where: { email: INITIAL_ADMIN_EMAIL } });
    expect(await verifyPassword(result.generatedPassword, user.passwordHash)).toBe(true);
  });

  it("reports a taken e-mail instead of creating a second row", async () => {
    await createAdminUser(t.db, { email: "x@example.com", password: "first-password-1" });
    expect(await createAdminUser(t.db, { email: "X@example.com", password: "second-password-2" })).toEqual({
      ok: false,
      error: "User already exists",
    });
    expect(await t.db.adminUser.count()).toBe(1);
    expect(await t.db.change.count()).toBe(1);
  });

  it.each([
    ["short", "kısa-şifre1", "Password must be at least 12 characters"],
    ["long", "x".repeat(129), "Password must be at most 128 characters"],
    ["common", "1qaz2wsx3edc", "Password is one of the 10,000 most common passwords: choose another"],
  ])("refuses a %s password with the rule's words, and creates nobody", async (_, password, message) => {
    expect(await createAdminUser(t.db, { email: "weak@example.com", password })).toEqual({ ok: false, error: message });
    expect(await t.db.adminUser.count({ where: { email: "weak@example.com" } })).toBe(0);
  });

  it("changes an administrator's own password after the current one, ending their other sessions only", async () => {
    await createAdminUser(t.db, { email: "self@example.com", password: "first-password-1" });
    await createAdminUser(t.db, { email: "colleague@example.com", password: "colleague-password" });
    const self = await t.db.adminUser.findUniqueOrThrow({ where: { email: "self@example.com" } });
    const colleague = await t.db.adminUser.findUniqueOrThrow({ where: { email: "colleague@example.com" } });
    const [mine, otherBrowser, colleagues] = [
      await startAdminSession(t.db, self.id),
      await startAdminSession(t.db, self.id),
      await startAdminSession(t.db, colleague.id),
    ];
    const actor = { kind: "admin", email: "self@example.com" } as const;
    const change = (input: Record<string, string>) =>
      writeTo(t.db, changeOwnPassword(input, { email: "self@example.com", sessionId: mine }), { actor });

    expect(
      await change({ current: "wrong-password-1", next: "new password here", confirm: "new password here" }),
    ).toEqual({ ok: false, error: "invalid", fieldErrors: { current: "currentPasswordWrong" } });
    expect(await change({ current: "first-password-1", next: "short", confirm: "short" })).toMatchObject({
      fieldErrors: { next: "passwordTooShort" },
    });
    expect(await change({ current: "first-password-1", next: "qwerty123456", confirm: "qwerty123456" })).toMatchObject({
      fieldErrors: { next: "passwordTooCommon" },
    });
    expect(
      await change({ current: "first-password-1", next: "new password here", confirm: "new password hers" }),
    ).toMatchObject({ fieldErrors: { confirm: "passwordMismatch" } });
    expect(await t.db.adminSession.count()).toBe(3);

    expect(
      await change({ current: "first-password-1", next: "new password here", confirm: "new password here" }),
    ).toMatchObject({ ok: true, value: { endedSessions: 1 } });
    const left = (await t.db.adminSession.findMany({ select: { id: true } })).map((row) => row.id).sort();
    expect(left).toEqual([mine, colleagues].sort());
    expect(left).not.toContain(otherBrowser);
    const stored = await t.db.adminUser.findUniqueOrThrow({ where: { email: "self@example.com" } });
    expect(await verifyPassword("new password here", stored.passwordHash)).toBe(true);
    expect(await verifyPassword("first-password-1", stored.passwordHash)).toBe(false);
  });
});
