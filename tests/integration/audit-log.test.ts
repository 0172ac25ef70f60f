import { beforeEach, describe, expect, it } from "vitest";
import { createAdminUser } from "@/lib/admin-users/mutations";
import { changeOwnPassword } from "@/lib/admin-users/password-change";
import { authenticate } from "@/lib/api/authenticate";
import { pruneAuditLog } from "@/lib/audit-log/prune";
import { NO_AUDIT_FILTER, type AuditFilter } from "@/lib/audit-log/filter";
import { findAuditPage } from "@/lib/audit-log/queries";
import { recordExport } from "@/lib/audit-log/request-entries";
import { startAdminSession } from "@/lib/auth/admin-sessions";
import { systemActor } from "@/lib/auth/actor";
import { checkCredentials } from "@/lib/auth/credentials";
import { submitContactMessage } from "@/lib/contact-messages/mutations";
import { schemaOf } from "@/lib/db";
import { saveMaintenanceSettings } from "@/lib/maintenance/mutations";
import { MAINTENANCE_DEFAULTS } from "@/lib/maintenance/schema";
import { readSiteData, siteDataCounts } from "@/lib/site-data/export";
import { importSiteData } from "@/lib/site-data/import";
import { createTopic, updateTopic } from "@/lib/topics/mutations";
import { createToken } from "../helpers/api";
import { insertCategory } from "../helpers/fixtures";
import { contentTestDatabase, createTestDatabase } from "../helpers/test-database";
import { recordingRefresh, writeTo, written } from "../helpers/write";

const t = contentTestDatabase(["tr", "en"]);
const ADMIN = { kind: "admin", email: "ayse@example.com" } as const;
const entries = () => t.db.auditEntry.findMany({ orderBy: { id: "asc" } });

beforeEach(async () => {
  process.env.AUTH_SECRET ??= "test-secret-test-secret-test-secret-00";
  await t.sql.query(
    `TRUNCATE "AuditEntry", "AdminUser", "ApiToken", "LoginFailure", "LoginLock" RESTART IDENTITY CASCADE`,
  );
  await t.sql.query(`DELETE FROM "MaintenanceSettings"`);
});

async function aTopic(slug = "patent-basvurusu") {
  const categoryId = (await insertCategory(t.db, "tr", "patent")).id;
  const input = {
    languageCode: "tr",
    categoryId,
    section: "Başvuru",
    title: "Patent Başvurusu",
    slug,
    body: "<p>Metin</p>",
    keywords: ["patent"],
    isActive: true,
  };
  const created = await written(t.db, createTopic(input), { actor: ADMIN });
  return { id: created.id as number, input };
}

describe("the write path's entries", () => {
  it("keeps exactly one entry per write, in its transaction; a refused write leaves none", async () => {
    const { id, input } = await aTopic();
    expect(await entries()).toMatchObject([
      { actor: "admin:ayse@example.com", action: "create", entity: "topic", entityId: String(id) },
    ]);
    const stale = { id, updatedAt: new Date("2020-01-01T00:00:00Z") };
    expect(await writeTo(t.db, updateTopic(stale, { ...input, title: "Eski" }), { actor: ADMIN })).toMatchObject({
      ok: false,
      error: "conflict",
    });
    expect(await entries()).toHaveLength(1);
  });

  it("names a topic update's changed fields, their new values and its revision", async () => {
    const { id, input } = await aTopic();
    const version = { id, updatedAt: (await t.db.topic.findUniqueOrThrow({ where: { id } })).updatedAt };
    const body = `<p>${"uzun metin ".repeat(40)}</p>`;
    await written(t.db, updateTopic(version, { ...input, slug: "yeni-adres", body }), { actor: ADMIN });
    const entry = (await entries())[1]!;
    const revision = await t.db.revision.findFirstOrThrow({ where: { entityId: id }, orderBy: { id: "desc" } });
    expect(entry).toMatchObject({ action: "update", entity: "topic", revisionId: revision.id });
    const details = entry.details as { changedFields: string[]; values: Record<string, string> };
    expect(details.changedFields).toEqual(expect.arrayContaining(["slug", "body"]));
    expect(details.changedFields).not.toContain("title");
    expect(details.values).toMatchObject({ slug: "yeni-adres", body: "changed" });
  });

  it("tells a maintenance switch on from off", async () => {
    await t.db.maintenanceSettings.create({ data: { id: 1, ...MAINTENANCE_DEFAULTS } });
    const save = (isActive: boolean) =>
      written(t.db, saveMaintenanceSettings({ ...MAINTENANCE_DEFAULTS, isActive }), { actor: ADMIN });
    await save(true);
    await save(false);
    expect(
      (await entries()).map((entry) => [
        entry.entity,
        (entry.details as { values: { isActive: boolean } }).values.isActive,
      ]),
    ).toEqual([
      ["maintenance", true],
      ["maintenance", false],
    ]);
  });

  it("leaves a visitor's contact message out", async () => {
    const message = {
      name: "Ali",
      email: "ali@example.com",
      phone: "",
      subject: "Soru",
      message: "Merhaba, bir sorum var.",
      consent: "on",
    };
    const result = await submitContactMessage(message, "10.0.0.9", { refresh: recordingRefresh(), db: t.db });
    expect(result.status).toBe("sent");
    expect(await entries()).toEqual([]);
  });
});

describe("sign-ins, passwords, exports, imports, tokens", () => {
  it("records a sign-in and a failed one with address and device, never the password", async () => {
    await createAdminUser(t.db, { email: "owner@example.com", password: "correct horse battery" });
    await t.sql.query(`TRUNCATE "AuditEntry"`);
    const device = "Mozilla/5.0 (X11; Linux x86_64) Test";
    await checkCredentials(
      t.db,
      { email: "owner@example.com", password: "correct horse battery", userAgent: device },
      "10.0.0.1",
    );
    await checkCredentials(
      t.db,
      { email: "Stranger@Example.com", password: "guessed-secret-1", userAgent: device },
      "10.0.0.2",
    );
    const [signIn, failed] = await entries();
    expect(signIn).toMatchObject({
      actor: "admin:owner@example.com",
      action: "signIn",
      ipAddress: "10.0.0.1",
      userAgent: device,
    });
    expect(failed).toMatchObject({
      actor: "stranger@example.com",
      action: "signInFailed",
      ipAddress: "10.0.0.2",
      userAgent: device,
      details: { reason: "invalid" },
    });
    const stored = JSON.stringify(await entries());
    expect(stored).not.toContain("correct horse battery");
    expect(stored).not.toContain("guessed-secret-1");
  });

  it("records a password change without the passwords", async () => {
    await createAdminUser(t.db, { email: "self@example.com", password: "first-password-1" });
    const self = await t.db.adminUser.findUniqueOrThrow({ where: { email: "self@example.com" } });
    const sessionId = await startAdminSession(t.db, self.id);
    const actor = { kind: "admin", email: "self@example.com" } as const;
    const input = { current: "first-password-1", next: "a brand new passphrase", confirm: "a brand new passphrase" };
    await written(t.db, changeOwnPassword(input, { email: "self@example.com", sessionId }), { actor });
    const last = (await entries()).at(-1)!;
    expect(last).toMatchObject({
      actor: "admin:self@example.com",
      action: "passwordChange",
      entity: "adminUser",
      entityId: String(self.id),
    });
    expect(JSON.stringify(await entries())).not.toMatch(/first-password-1|a brand new passphrase/);
  });

  it("records an export with its counts and an import with its counts", async () => {
    await aTopic();
    const data = await readSiteData(t.db);
    await recordExport(t.db, systemActor("db:export"), {
      entity: "siteData",
      details: { counts: siteDataCounts(data) },
    });
    expect((await entries()).at(-1)).toMatchObject({
      actor: "system:db:export",
      action: "export",
      entity: "siteData",
      details: { counts: { languages: 2, topics: 1 } },
    });
    const target = await createTestDatabase();
    try {
      await written(target.db, importSiteData(data, schemaOf(target.db)), { actor: systemActor("db:import") });
      expect(await target.db.auditEntry.findMany()).toMatchObject([
        {
          actor: "system:db:import",
          action: "import",
          entity: "siteData",
          details: { counts: { languages: 2, topics: 1 } },
        },
      ]);
    } finally {
      await target.drop();
    }
  });

  it("records each request a token authenticates, with method and path", async () => {
    const token = await createToken(t.db, "ci-bot");
    await t.sql.query(`TRUNCATE "AuditEntry"`);
    const request = new Request("http://localhost:3000/api/content/tr/categories", {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "user-agent": "ci-bot/1.0", "x-forwarded-for": "10.0.0.7" },
    });
    await authenticate(request, t.db);
    await authenticate(
      new Request("http://localhost:3000/api/languages", { headers: { authorization: "Bearer wrong" } }),
      t.db,
    );
    expect(await entries()).toMatchObject([
      {
        actor: "token:ci-bot",
        action: "tokenUse",
        details: { method: "POST", path: "/api/content/tr/categories" },
        userAgent: "ci-bot/1.0",
      },
    ]);
  });
});

describe("keeping the log", () => {
  it("refuses any UPDATE of an entry; deleting stays possible", async () => {
    await recordExport(t.db, systemActor("test"), { entity: "siteData", details: {} });
    await expect(t.sql.query(`UPDATE "AuditEntry" SET "actor" = 'someone-else'`)).rejects.toThrow(/cannot be changed/);
    expect((await entries())[0]!.actor).toBe("system:test");
    await t.sql.query(`DELETE FROM "AuditEntry"`);
    expect(await entries()).toEqual([]);
  });

  it("prunes entries older than the retention and nothing else", async () => {
    const now = new Date("2026-11-27T12:00:00Z");
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    await t.db.auditEntry.createMany({
      data: [731, 729, 0].map((days) => ({ actor: `system:${days}`, action: "export", createdAt: daysAgo(days) })),
    });
    expect(await pruneAuditLog(t.db, 730, now)).toBe(1);
    expect((await entries()).map((entry) => entry.actor)).toEqual(["system:729", "system:0"]);
  });

  it("filters by person, entity, action and the firm's dates", async () => {
    const at = (iso: string) => new Date(iso);
    await t.db.auditEntry.createMany({
      data: [
        { actor: "admin:ayse@example.com", action: "update", entity: "topic", createdAt: at("2026-11-24T20:59:00Z") },
        { actor: "admin:ayse@example.com", action: "signIn", createdAt: at("2026-11-24T21:00:00Z") },
        {
          actor: "admin:mehmet@example.com",
          action: "update",
          entity: "maintenance",
          createdAt: at("2026-11-25T20:59:00Z"),
        },
        { actor: "token:ci-bot", action: "tokenUse", createdAt: at("2026-11-25T21:00:00Z") },
      ],
    });
    const actors = async (filter: Partial<AuditFilter>) =>
      (await findAuditPage({ ...NO_AUDIT_FILTER, ...filter }, { page: 1, size: 50 }, t.db)).rows.map(
        (row) => `${row.actor} ${row.action}`,
      );
    expect(await actors({ actor: "ayse@example.com" })).toEqual([
      "admin:ayse@example.com signIn",
      "admin:ayse@example.com update",
    ]);
    expect(await actors({ actor: "ayse" })).toEqual([]);
    expect(await actors({ entity: "maintenance" })).toEqual(["admin:mehmet@example.com update"]);
    expect(await actors({ action: "update" })).toEqual([
      "admin:mehmet@example.com update",
      "admin:ayse@example.com update",
    ]);
    // Istanbul's 25 November runs from 24 Nov 21:00 UTC to 25 Nov 21:00 UTC.
    expect(await actors({ from: "2026-11-25", to: "2026-11-25" })).toEqual([
      "admin:mehmet@example.com update",
      "admin:ayse@example.com signIn",
    ]);
    expect(await actors({ to: "2026-11-24" })).toEqual(["admin:ayse@example.com update"]);
  });
});
