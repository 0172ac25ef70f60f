import { randomBytes } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { VISITOR, type Actor } from "@/lib/auth/actor";
import { refreshOutsideNext } from "@/lib/database/cache-refresh";
import { write, type WriteOperation } from "@/lib/database/write";
import type { z } from "zod";
import { parseInboxQuery } from "@/lib/contact-messages/inbox-query";
import {
  assignContactMessage,
  markContactMessageUnread,
  setContactMessageStatus,
} from "@/lib/contact-messages/inbox-mutations";
import { createContactMessage } from "@/lib/contact-messages/mutations";
import { findAssignees, findInboxPage, findNeighbours } from "@/lib/contact-messages/queries";
import { contentTestDatabase } from "../helpers/test-database";
import { written } from "../helpers/write";

/** The firm's work on messages through the write path, and the inbox's reads that show it. */
const t = contentTestDatabase(["tr", "en"]);

vi.mock("@/lib/db", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/db")>()),
  db: new Proxy({}, { get: (_target, property) => Reflect.get(t.db, property, t.db) }),
}));

const run = randomBytes(4).toString("hex");
const ADMIN: Actor = { kind: "admin", email: "ofis@example.com" };
const NOW = new Date("2026-11-26T09:00:00Z");
let ids: number[] = [];

async function send(name: string, languageCode: string, minute: number, message = `Bir sorum var ${run}.`) {
  const result = await written(
    t.db,
    createContactMessage(
      { name, email: "v@example.com", message, consent: "on" },
      {
        ipHash: `${name}-${run}`,
        now: new Date(Date.UTC(2026, 10, 20, 10, minute)),
        origin: { languageCode, fromPath: "" },
      },
    ),
  );
  return Number(result.id);
}

beforeEach(async () => {
  await t.sql.query(`TRUNCATE "ContactMessage" RESTART IDENTITY CASCADE`);
  ids = [await send("Ayşe", "tr", 1), await send("Bob", "en", 2), await send("Can", "en", 3)];
});

const apply = <Schema extends z.ZodType, Value>(actor: Actor, operation: WriteOperation<Schema, Value>) =>
  write(actor, operation, { refresh: refreshOutsideNext, db: t.db });

describe("the inbox's writes", () => {
  it("set the status with who (as change records name them) and when, in a change record", async () => {
    const result = await apply(ADMIN, setContactMessageStatus(ids[0]!, "answered", ADMIN, NOW));
    expect(result).toMatchObject({
      ok: true,
      value: { status: "answered", statusAt: NOW, statusBy: "admin:ofis@example.com" },
    });
    expect(await t.db.contactMessage.findUniqueOrThrow({ where: { id: ids[0] } })).toMatchObject({
      status: "answered",
      statusAt: NOW,
      statusBy: "admin:ofis@example.com",
    });
    const change = await t.db.change.findFirstOrThrow({ where: { entity: "contactMessage", action: "update" } });
    expect(change).toMatchObject({ entityId: String(ids[0]), actor: "admin:ofis@example.com" });
  });

  it("refuse a visitor, an unknown status and a message that is gone", async () => {
    expect(await apply(VISITOR, setContactMessageStatus(ids[0]!, "archived", VISITOR))).toMatchObject({
      ok: false,
      error: "unauthorized",
    });
    expect(await apply(ADMIN, setContactMessageStatus(ids[0]!, "deleted", ADMIN))).toMatchObject({ error: "invalid" });
    expect(await apply(ADMIN, setContactMessageStatus(999_999, "archived", ADMIN))).toMatchObject({
      error: "notFound",
    });
    expect((await t.db.contactMessage.findUniqueOrThrow({ where: { id: ids[0] } })).status).toBe("new");
  });

  it("mark a read message unread", async () => {
    await t.db.contactMessage.update({ where: { id: ids[1] }, data: { readAt: NOW } });
    expect(await apply(ADMIN, markContactMessageUnread(ids[1]!))).toMatchObject({ ok: true });
    expect((await t.db.contactMessage.findUniqueOrThrow({ where: { id: ids[1] } })).readAt).toBeNull();
  });

  it("assign an active member with who and when, refuse an inactive one, and unassign", async () => {
    const member = await t.db.teamMember.create({
      data: { languageCode: "tr", name: "Deniz", title: "Avukat", shortDescription: "-" },
    });
    const gone = await t.db.teamMember.create({
      data: { languageCode: "tr", name: "Eski", title: "Avukat", shortDescription: "-", isActive: false },
    });
    expect(await apply(ADMIN, assignContactMessage(ids[1]!, member.id, ADMIN, NOW))).toMatchObject({ ok: true });
    expect(await t.db.contactMessage.findUniqueOrThrow({ where: { id: ids[1] } })).toMatchObject({
      assignedToId: member.id,
      assignedAt: NOW,
      assignedBy: "admin:ofis@example.com",
    });
    expect(await apply(ADMIN, assignContactMessage(ids[1]!, gone.id, ADMIN))).toMatchObject({
      ok: false,
      fieldErrors: { memberId: "memberNotFound" },
    });
    expect((await t.db.contactMessage.findUniqueOrThrow({ where: { id: ids[1] } })).assignedToId).toBe(member.id);
    expect(await apply(ADMIN, assignContactMessage(ids[1]!, null, ADMIN))).toMatchObject({ ok: true });
    expect(await t.db.contactMessage.findUniqueOrThrow({ where: { id: ids[1] } })).toMatchObject({
      assignedToId: null,
      assignedAt: null,
      assignedBy: null,
    });
  });
});

describe("the inbox's reads", () => {
  const names = async (params: Record<string, string>) =>
    (await findInboxPage(parseInboxQuery(params))).rows.map((row) => row.name);

  it("leave archived messages out by default, and filter by status, language and assignee", async () => {
    const member = await t.db.teamMember.create({
      data: { languageCode: "tr", name: "Deniz", title: "Avukat", shortDescription: "-" },
    });
    await written(t.db, setContactMessageStatus(ids[2]!, "archived", ADMIN));
    await written(t.db, setContactMessageStatus(ids[1]!, "answered", ADMIN));
    await written(t.db, assignContactMessage(ids[1]!, member.id, ADMIN));
    expect(await names({})).toEqual(["Bob", "Ayşe"]);
    expect(await names({ status: "archived" })).toEqual(["Can"]);
    expect(await names({ status: "all" })).toEqual(["Can", "Bob", "Ayşe"]);
    expect(await names({ status: "answered" })).toEqual(["Bob"]);
    expect(await names({ status: "all", language: "en" })).toEqual(["Can", "Bob"]);
    expect(await names({ assignee: String(member.id) })).toEqual(["Bob"]);
    expect(await names({ assignee: "none", status: "all" })).toEqual(["Can", "Ayşe"]);
    expect(await findInboxPage(parseInboxQuery({ language: "en", status: "all" }))).toMatchObject({ total: 2, all: 3 });
  });

  it("give each row a one-line excerpt of its text", async () => {
    await send("Deniz", "tr", 4, `Birinci satır\nikinci satır ${"uzun ".repeat(50)}`);
    const [row] = (await findInboxPage(parseInboxQuery({}))).rows;
    expect(row?.excerpt.startsWith("Birinci satır ikinci satır uzun")).toBe(true);
    // The admin lists' excerpt (ADMIN_EXCERPT_LENGTH), cut at a word: "...", never part of "uzun".
    expect(row?.excerpt.length).toBeLessThanOrEqual(100);
    expect(row?.excerpt).toMatch(/ uzun\.\.\.$/);
    expect(row?.excerpt.length).toBeGreaterThan(90);
  });

  it("find the next and previous message within the list's filters", async () => {
    const message = async (id: number) => t.db.contactMessage.findUniqueOrThrow({ where: { id } });
    const all = parseInboxQuery({ status: "all" });
    expect(await findNeighbours(await message(ids[1]!), all)).toEqual({
      previous: { id: ids[2], name: "Can" },
      next: { id: ids[0], name: "Ayşe" },
    });
    const english = parseInboxQuery({ language: "en" });
    expect(await findNeighbours(await message(ids[1]!), english)).toEqual({
      previous: { id: ids[2], name: "Can" },
      next: undefined,
    });
  });

  it("suggest first the active members who speak the message's language, one entry per person", async () => {
    await t.db.teamMember.createMany({
      data: [
        {
          languageCode: "tr",
          name: "Ali",
          title: "-",
          shortDescription: "-",
          languages: ["Almanca"],
          translationKey: "ali",
          order: 1,
        },
        {
          languageCode: "en",
          name: "Ali (en)",
          title: "-",
          shortDescription: "-",
          languages: ["English"],
          translationKey: "ali",
          order: 1,
        },
        { languageCode: "tr", name: "Banu", title: "-", shortDescription: "-", languages: ["Fransızca"], order: 0 },
        {
          languageCode: "tr",
          name: "Pasif",
          title: "-",
          shortDescription: "-",
          languages: ["İngilizce"],
          isActive: false,
        },
      ],
    });
    expect((await findAssignees("en")).map(({ name, speaks }) => [name, speaks])).toEqual([
      ["Ali", true],
      ["Banu", false],
    ]);
  });
});
