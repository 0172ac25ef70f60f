import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { z } from "zod";
import { VISITOR, type Actor } from "@/lib/auth/actor";
import { createCategory, deleteCategory, updateCategory } from "@/lib/categories/mutations";
import { createContactMessage } from "@/lib/contact-messages/mutations";
import { refreshOutsideNext } from "@/lib/database/cache-refresh";
import { write, type WriteOperation } from "@/lib/database/write";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { createTopic, deleteTopic, updateTopic } from "@/lib/topics/mutations";
import { insertCategory, insertTopic } from "../helpers/fixtures";
import { contentTestDatabase } from "../helpers/test-database";
import { recordingRefresh, writeTo, written } from "../helpers/write";

/**
 * The one write path (lib/database/write.ts): authorize, validate, then in one transaction check
 * the version, apply and record the change; expire the tags only after the commit. A refused or
 * failed write leaves nothing behind: no row, no change record, no expired tag.
 */
const t = contentTestDatabase(["tr", "en"]);

const ADMIN: Actor = { kind: "admin", email: "editor@example.com" };
const PAST = new Date("2026-01-01T00:00:00.000Z");

const category = (overrides: Record<string, unknown> = {}) => ({
  languageCode: "tr",
  title: "Patent",
  slug: "patent",
  ...overrides,
});
const topic = (categoryId: number, overrides: Record<string, unknown> = {}) => ({
  languageCode: "tr",
  categoryId,
  title: "Başvuru",
  slug: "basvuru",
  body: "<p>Metin</p>",
  ...overrides,
});

/** Every row the tests could write, and every change record. */
const everything = async () =>
  JSON.stringify([
    await t.db.category.findMany({ orderBy: { id: "asc" } }),
    await t.db.topic.findMany({ orderBy: { id: "asc" } }),
    await t.db.contactMessage.findMany({ orderBy: { id: "asc" } }),
    await t.db.change.findMany({ orderBy: { id: "asc" } }),
  ]);

/** The operation, with its apply slowed down (the transaction stays open meanwhile). */
function slowed<Schema extends z.ZodType, Value>(
  operation: WriteOperation<Schema, Value>,
  ms: number,
): WriteOperation<Schema, Value> {
  return {
    ...operation,
    async apply(tx, data) {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return operation.apply(tx, data);
    },
  };
}

/** A database client that fails the test if anything at all is asked of it. */
function untouchableDb(touched: PropertyKey[]): PrismaClient {
  return new Proxy({} as PrismaClient, {
    get(_target, property) {
      touched.push(property);
      throw new Error(`the database was used: ${String(property)}`);
    },
  });
}

beforeEach(async () => {
  await t.sql.query(`TRUNCATE "ContactMessage" RESTART IDENTITY CASCADE`);
  process.env.AUTH_SECRET ??= "write-path-test-secret-write-path-test";
});

describe("a successful write", () => {
  it("leaves the row and exactly one change record naming what changed", async () => {
    const result = await writeTo(t.db, createCategory(category()));
    if (!result.ok) throw new Error(`refused: ${result.error}`);
    const id = result.value.id;
    expect(result).toEqual({
      ok: true,
      id,
      value: { id, languageCode: "tr" },
      languages: ["tr"],
      tags: ["menu:tr", `category:${id}`],
    });
    expect(await t.db.category.findUniqueOrThrow({ where: { id } })).toMatchObject({
      title: "Patent",
      slug: "patent",
      languageCode: "tr",
    });
    const changes = await t.db.change.findMany();
    expect(changes).toHaveLength(1);
    const { id: changeId, createdAt, ...change } = changes[0]!;
    expect(change).toEqual({
      entity: "category",
      entityId: String(id),
      action: "create",
      languages: ["tr"],
      tags: ["menu:tr", `category:${id}`],
      removed: [],
      actor: "system:test",
      cacheRefreshed: false,
    });
    expect(changeId).toBeGreaterThan(0);
    expect(Math.abs(createdAt.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it("records the administrator, the action and that the server's cache was refreshed", async () => {
    const patent = await insertCategory(t.db, "tr", "patent");
    const row = await insertTopic(t.db, patent, "basvuru", { title: "Başvuru", body: "<p>Eski</p>", updatedAt: PAST });
    const refresh = recordingRefresh();
    const updated = await writeTo(
      t.db,
      updateTopic({ id: row.id, updatedAt: PAST }, topic(patent.id, { body: "<p>Yeni</p>" })),
      { actor: ADMIN, refresh },
    );
    expect(updated).toMatchObject({ ok: true, id: row.id });
    const deleted = await writeTo(t.db, deleteTopic(row.id), { actor: ADMIN, refresh });
    expect(deleted).toMatchObject({ ok: true, id: row.id });
    const changes = await t.db.change.findMany({ orderBy: { id: "asc" }, omit: { id: true, createdAt: true } });
    expect(changes).toEqual([
      {
        entity: "topic",
        entityId: String(row.id),
        action: "update",
        languages: ["tr"],
        tags: [`category:${patent.id}`, `topic-at:${patent.id}:basvuru`],
        removed: [],
        actor: "admin:editor@example.com",
        cacheRefreshed: true,
      },
      {
        entity: "topic",
        entityId: String(row.id),
        action: "delete",
        languages: ["tr"],
        tags: ["menu:tr", `category:${patent.id}`, `topic-at:${patent.id}:basvuru`, "sitemap:tr"],
        removed: [`topic:${row.id}`],
        actor: "admin:editor@example.com",
        cacheRefreshed: true,
      },
    ]);
    expect(await t.db.topic.count()).toBe(0);
  });

  it("records a visitor's message as the visitor's", async () => {
    const result = await writeTo(
      t.db,
      createContactMessage(
        { name: "Ayşe", email: "ayse@example.com", message: "Bir sorum var, lütfen arayın.", consent: "on" },
        { ipHash: "hash", now: new Date() },
      ),
      {
        actor: VISITOR,
      },
    );
    expect(result).toMatchObject({ ok: true });
    expect(await t.db.change.findFirstOrThrow({ omit: { id: true, createdAt: true } })).toEqual({
      entity: "contactMessage",
      entityId: String(result.ok && result.id),
      action: "create",
      languages: [],
      tags: [],
      removed: [],
      actor: "visitor",
      cacheRefreshed: false,
    });
  });

  it("expires the tags once, after the commit", async () => {
    const events: string[] = [];
    const observed = new Proxy(t.db, {
      get(target, property, receiver) {
        if (property !== "$transaction") return Reflect.get(target, property, receiver);
        return (callback: never, options?: never) =>
          target.$transaction(callback, options).then((value: unknown) => {
            events.push("committed");
            return value;
          });
      },
    });
    // What another connection sees while the tags are expired: the write must be visible already.
    let visibleAtExpiry: Promise<[number, number]> | undefined;
    const refresh = recordingRefresh((tags) => {
      events.push(`expire ${tags.join(" ")}`);
      visibleAtExpiry = Promise.all([
        t.sql.query(`SELECT count(*)::int AS n FROM "Category"`).then((r) => r.rows[0].n as number),
        t.sql.query(`SELECT count(*)::int AS n FROM "Change"`).then((r) => r.rows[0].n as number),
      ]);
    });
    const operation = createCategory(category());
    const result = await write(
      ADMIN,
      { ...operation, apply: async (tx, data) => (events.push("apply"), operation.apply(tx, data)) },
      { refresh, db: observed },
    );
    if (!result.ok) throw new Error(`refused: ${result.error}`);
    expect(events).toEqual(["apply", "committed", `expire menu:tr category:${result.id}`]);
    expect(refresh.calls).toEqual([["menu:tr", `category:${result.id}`]]);
    expect(await visibleAtExpiry).toEqual([1, 1]);
  });
});

describe("a refused or failed write leaves nothing behind", () => {
  it("a taken slug: no row, no change record, no expired tag", async () => {
    await written(t.db, createCategory(category()));
    const before = await everything();
    const refresh = recordingRefresh();
    expect(await writeTo(t.db, createCategory(category({ title: "Başka" })), { refresh })).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: { slug: "slugTaken" },
    });
    expect(await everything()).toBe(before);
    expect(refresh.calls).toEqual([]);
  });

  it("a topic in an inactive category: no row, no change record, no expired tag", async () => {
    const inactive = await insertCategory(t.db, "tr", "pasif", { isActive: false });
    const before = await everything();
    const refresh = recordingRefresh();
    expect(await writeTo(t.db, createTopic(topic(inactive.id)), { refresh })).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: { categoryId: "categoryInactive" },
    });
    expect(await everything()).toBe(before);
    expect(refresh.calls).toEqual([]);
  });

  it("a refused update rolls back its version claim too", async () => {
    const patent = await insertCategory(t.db, "tr", "patent");
    const inactive = await insertCategory(t.db, "tr", "pasif", { isActive: false });
    const row = await insertTopic(t.db, patent, "basvuru", { updatedAt: PAST });
    const before = await everything();
    const refresh = recordingRefresh();
    expect(
      await writeTo(t.db, updateTopic({ id: row.id, updatedAt: PAST }, topic(inactive.id)), { refresh }),
    ).toMatchObject({ ok: false, error: "invalid" });
    expect(await everything()).toBe(before);
    expect((await t.db.topic.findUniqueOrThrow({ where: { id: row.id } })).updatedAt).toEqual(PAST);
    // The version is still the one the editor holds: the same editor can still save.
    expect(
      await writeTo(t.db, updateTopic({ id: row.id, updatedAt: PAST }, topic(patent.id, { title: "Yeni" }))),
    ).toMatchObject({ ok: true });
  });

  it("an apply that throws: the error reaches the caller, and nothing it wrote is kept", async () => {
    const before = await everything();
    const refresh = recordingRefresh();
    const operation = createCategory(category());
    const failing = {
      ...operation,
      async apply(...args: Parameters<typeof operation.apply>) {
        await operation.apply(...args);
        throw new Error("disk on fire");
      },
    };
    await expect(writeTo(t.db, failing, { refresh })).rejects.toThrow("disk on fire");
    expect(await everything()).toBe(before);
    expect(refresh.calls).toEqual([]);
  });

  it("invalid input is refused with the field's message before the transaction", async () => {
    const refresh = recordingRefresh();
    expect(await writeTo(t.db, createCategory(category({ title: "" })), { refresh })).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: { title: "titleRequired" },
    });
    expect(await t.db.change.count()).toBe(0);
    expect(refresh.calls).toEqual([]);
  });
});

describe("authorization comes first", () => {
  const attempts: [string, Actor | null, () => WriteOperation<z.ZodType, unknown>][] = [
    ["no actor creating a category", null, () => createCategory(category())],
    ["a visitor creating a category", VISITOR, () => createCategory(category())],
    ["a visitor with invalid input", VISITOR, () => createCategory({ title: "" })],
    ["a visitor updating a category", VISITOR, () => updateCategory({ id: 1, updatedAt: PAST }, category())],
    ["a visitor deleting a category", VISITOR, () => deleteCategory(1)],
    ["a visitor creating a topic", VISITOR, () => createTopic(topic(1))],
    ["a visitor deleting a topic", VISITOR, () => deleteTopic(1)],
    [
      "no actor sending a message",
      null,
      () =>
        createContactMessage(
          { name: "Ayşe", email: "a@b.co", message: "0123456789", consent: "on" },
          { ipHash: "hash", now: new Date() },
        ),
    ],
  ];

  it.each(attempts)("%s is refused before anything is validated, read or written", async (_name, actor, build) => {
    const operation = build();
    const schema = operation.schema.clone();
    const safeParse = vi.spyOn(schema, "safeParse");
    const apply = vi.fn(operation.apply);
    const touched: PropertyKey[] = [];
    const refresh = recordingRefresh();
    const result = await write(actor, { ...operation, schema, apply }, { refresh, db: untouchableDb(touched) });
    expect(result).toEqual({ ok: false, error: "unauthorized", fieldErrors: {} });
    expect(touched).toEqual([]);
    expect(safeParse).not.toHaveBeenCalled();
    expect(apply).not.toHaveBeenCalled();
    expect(refresh.calls).toEqual([]);
  });

  it("a visitor's refused write changes nothing in the real database either", async () => {
    const patent = await insertCategory(t.db, "tr", "patent", { updatedAt: PAST });
    const before = await everything();
    expect(
      await writeTo(t.db, updateCategory({ id: patent.id, updatedAt: PAST }, category({ title: "Ele geçirildi" })), {
        actor: VISITOR,
      }),
    ).toMatchObject({
      error: "unauthorized",
    });
    expect(await writeTo(t.db, deleteCategory(patent.id), { actor: VISITOR })).toMatchObject({ error: "unauthorized" });
    expect(await everything()).toBe(before);
  });
});

describe("versions", () => {
  afterEach(() => vi.restoreAllMocks());

  it("refuses a stale version with 'conflict' and keeps the other save", async () => {
    const row = await insertCategory(t.db, "tr", "patent", { updatedAt: PAST });
    const first = await writeTo(t.db, updateCategory({ id: row.id, updatedAt: PAST }, category({ title: "Birinci" })));
    expect(first).toMatchObject({ ok: true });
    const saved = await t.db.category.findUniqueOrThrow({ where: { id: row.id } });
    expect(saved.updatedAt.getTime()).toBeGreaterThan(PAST.getTime());
    const refresh = recordingRefresh();
    expect(
      await writeTo(t.db, updateCategory({ id: row.id, updatedAt: PAST }, category({ title: "İkinci" })), { refresh }),
    ).toEqual({
      ok: false,
      error: "conflict",
      fieldErrors: {},
    });
    expect(await t.db.category.findUniqueOrThrow({ where: { id: row.id } })).toEqual(saved);
    expect(await t.db.change.count({ where: { action: "update" } })).toBe(1);
    expect(refresh.calls).toEqual([]);
  });

  it("of two concurrent updates from the same version, exactly one succeeds", async () => {
    const row = await insertCategory(t.db, "tr", "patent", { updatedAt: PAST });
    const results = await Promise.all(
      ["Birinci", "İkinci"].map((title) =>
        writeTo(t.db, slowed(updateCategory({ id: row.id, updatedAt: PAST }, category({ title })), 300)),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([{ ok: false, error: "conflict", fieldErrors: {} }]);
    const winner = results[0]!.ok ? "Birinci" : "İkinci";
    expect((await t.db.category.findUniqueOrThrow({ where: { id: row.id } })).title).toBe(winner);
    expect(await t.db.change.count()).toBe(1);
  });

  it("a deleted row gives 'notFound' to an update and to a second delete", async () => {
    const patent = await insertCategory(t.db, "tr", "patent", { updatedAt: PAST });
    const row = await insertTopic(t.db, patent, "basvuru", { updatedAt: PAST });
    expect(await writeTo(t.db, deleteTopic(row.id))).toMatchObject({ ok: true });
    expect(await writeTo(t.db, updateTopic({ id: row.id, updatedAt: PAST }, topic(patent.id)))).toEqual({
      ok: false,
      error: "notFound",
      fieldErrors: {},
    });
    expect(await writeTo(t.db, deleteTopic(row.id))).toEqual({ ok: false, error: "notFound", fieldErrors: {} });
    expect(await writeTo(t.db, deleteCategory(patent.id))).toMatchObject({ ok: true });
    expect(await writeTo(t.db, updateCategory({ id: patent.id, updatedAt: PAST }, category()))).toEqual({
      ok: false,
      error: "notFound",
      fieldErrors: {},
    });
    expect(await writeTo(t.db, deleteCategory(patent.id))).toEqual({ ok: false, error: "notFound", fieldErrors: {} });
    expect(
      (await t.db.change.findMany({ orderBy: { id: "asc" } })).map((change) => `${change.entity} ${change.action}`),
    ).toEqual(["topic delete", "category delete"]);
  });

  it("a write outside Next names the tags but records that no server cache was refreshed", async () => {
    const result = await write(ADMIN, createCategory(category()), { refresh: refreshOutsideNext, db: t.db });
    expect(result).toMatchObject({ ok: true });
    expect(await t.db.change.findFirstOrThrow()).toMatchObject({
      cacheRefreshed: false,
      actor: "admin:editor@example.com",
    });
  });
});

describe("versions and ids the database cannot hold", () => {
  it("an unreadable version (an edit form's tampered updatedAt) is refused, not thrown", async () => {
    const row = await insertCategory(t.db, "tr", "patent", { updatedAt: PAST });
    const result = await writeTo(
      t.db,
      updateCategory({ id: row.id, updatedAt: new Date(Number("abc")) }, category({ title: "Yeni" })),
    );
    expect(result).toEqual({ ok: false, error: "conflict", fieldErrors: {} });
  });

  it("an id beyond PostgreSQL's int4 is 'notFound', not thrown", async () => {
    expect(await writeTo(t.db, deleteCategory(3_000_000_000))).toEqual({
      ok: false,
      error: "notFound",
      fieldErrors: {},
    });
  });
});

describe("what a write returns and expires matches its change record", () => {
  it("deleting a category whose topic has no counterpart names its language once", async () => {
    const patent = await insertCategory(t.db, "tr", "patent");
    await insertTopic(t.db, patent, "basvuru");
    const result = await writeTo(t.db, deleteCategory(patent.id));
    expect(result.ok && result.languages).toEqual(["tr"]);
  });

  it("editing a topic's body expires its category listing once", async () => {
    const patent = await insertCategory(t.db, "tr", "patent");
    const row = await insertTopic(t.db, patent, "basvuru", { title: "Başvuru", updatedAt: PAST });
    const refresh = recordingRefresh();
    await written(t.db, updateTopic({ id: row.id, updatedAt: PAST }, topic(patent.id, { body: "<p>Yeni</p>" })), {
      refresh,
    });
    expect(refresh.calls).toEqual([(await t.db.change.findFirstOrThrow()).tags]);
  });
});
