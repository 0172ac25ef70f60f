import { beforeEach, describe, expect, it } from "vitest";
import {
  createContactMessage,
  deleteContactMessage,
  deleteExpiredContactMessages,
  markContactMessageRead,
} from "@/lib/contact-messages/mutations";
import { RETENTION_MS } from "@/lib/contact-messages/schema";
import { contentTestDatabase } from "../helpers/test-database";
import { recordingRefresh, writeTo, written } from "../helpers/write";

const t = contentTestDatabase(["tr", "en"]);

const NOW = new Date("2026-11-23T12:00:00Z");

// Messages belong to no language, so the content database's reset leaves them: each test starts empty.
beforeEach(async () => {
  await t.sql.query(`TRUNCATE "ContactMessage" RESTART IDENTITY CASCADE`);
});
const message = (name: string) => ({
  name,
  email: "ayse@example.com",
  subject: "Patent",
  message: "Buluşum için başvuru yapmak istiyorum.",
  consent: "on",
});

async function sent(name: string, createdAt = NOW, origin = { languageCode: "en", fromPath: "/en/patents" }) {
  const result = await written(
    t.db,
    createContactMessage(message(name), { ipHash: `ip-${name}`, now: createdAt, origin }),
  );
  return Number(result.id);
}

describe("the contact inbox", () => {
  it("keeps the language and the page a message came from", async () => {
    const id = await sent("Ayşe");
    expect(await t.db.contactMessage.findUniqueOrThrow({ where: { id } })).toMatchObject({
      languageCode: "en",
      fromPath: "/en/patents",
      readAt: null,
    });
  });

  it("marks a message read when it is opened, keeping the first reading's time, and expires no cache tag", async () => {
    const id = await sent("Ayşe");
    const refresh = recordingRefresh();
    await written(t.db, markContactMessageRead(id, new Date("2026-11-24T09:00:00Z")), { refresh });
    await written(t.db, markContactMessageRead(id, new Date("2026-11-25T09:00:00Z")), { refresh });
    expect((await t.db.contactMessage.findUniqueOrThrow({ where: { id } })).readAt).toEqual(
      new Date("2026-11-24T09:00:00Z"),
    );
    expect(refresh.calls).toEqual([[], []]);
  });

  it("deletes a message, and a message already gone is 'notFound'", async () => {
    const id = await sent("Ayşe");
    await written(t.db, deleteContactMessage(id));
    expect(await t.db.contactMessage.count()).toBe(0);
    expect(await writeTo(t.db, deleteContactMessage(id))).toEqual({ ok: false, error: "notFound", fieldErrors: {} });
  });

  it("prunes exactly the messages older than the 2 years the privacy page promises, with one change record", async () => {
    await sent("Eski", new Date(NOW.getTime() - RETENTION_MS - 60_000));
    await sent("Sınırda", new Date(NOW.getTime() - RETENTION_MS + 60_000));
    await sent("Yeni", NOW);
    await t.sql.query(`DELETE FROM "Change"`);
    const result = await written(t.db, deleteExpiredContactMessages(NOW));
    expect(result.value).toEqual({ deleted: 1 });
    expect((await t.db.contactMessage.findMany({ orderBy: { createdAt: "asc" } })).map((row) => row.name)).toEqual([
      "Sınırda",
      "Yeni",
    ]);
    expect(await t.db.change.findMany({ select: { entity: true, action: true, entityId: true } })).toEqual([
      {
        entity: "contactMessage",
        action: "delete",
        entityId: `before:${new Date(NOW.getTime() - RETENTION_MS).toISOString()}`,
      },
    ]);
  });
});
