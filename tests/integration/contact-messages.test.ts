import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { hashIp } from "@/lib/auth/client-ip";
import { refreshOutsideNext } from "@/lib/database/cache-refresh";
import { submitContactMessage } from "@/lib/contact-messages/mutations";
import { PRIVACY_NOTICE_VERSION } from "@/lib/contact-messages/fields";
import { RATE_LIMIT, type ContactSubmission } from "@/lib/contact-messages/schema";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";

const message = {
  name: " Ayşe Yılmaz ",
  email: "ayse@example.com",
  phone: "+90 532 000 00 00",
  subject: "Patent başvurusu",
  message: "Buluşum için patent başvurusu yapmak istiyorum.",
  consent: "on",
};
const IP = "203.0.113.7";
const OTHER_IP = "198.51.100.4";
const T0 = new Date("2026-11-23T09:00:00.000Z");
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);

/** The visitor's send at `now`, through the write path on the test database. */
const send = (input: ContactSubmission, ip: string, now: Date) =>
  submitContactMessage(input, ip, { now, db: t.db, refresh: refreshOutsideNext });

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  process.env.AUTH_SECRET = "contact-test-secret-contact-test-secret";
});
afterAll(() => t.drop());
beforeEach(async () => {
  await t.sql.query(`TRUNCATE "ContactMessage", "Change" RESTART IDENTITY CASCADE`);
});

describe("submitContactMessage", () => {
  it("stores a valid message, trimmed, with a keyed hash of the IP and never the IP", async () => {
    expect(await send(message, IP, T0)).toEqual({ status: "sent" });
    const rows = await t.db.contactMessage.findMany();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Ayşe Yılmaz",
      email: "ayse@example.com",
      phone: "+90 532 000 00 00",
      subject: "Patent başvurusu",
      message: "Buluşum için patent başvurusu yapmak istiyorum.",
      createdAt: T0,
      readAt: null,
      ipHash: hashIp(IP),
      // What the sender consented to (the notice's version) and when.
      consentVersion: "2026-11-26",
      consentAt: T0,
    });
    expect(PRIVACY_NOTICE_VERSION).toBe("2026-11-26");
    const raw = await t.sql.query(`SELECT row_to_json(m)::text AS row FROM "ContactMessage" m`);
    expect(raw.rows[0].row).not.toContain(IP);
    // Recorded as a visitor's write, naming no public page and not the address either.
    const changes = await t.sql.query(`SELECT row_to_json(c)::text AS row FROM "Change" c`);
    expect(changes.rows).toHaveLength(1);
    expect(changes.rows[0].row).not.toContain(IP);
    expect(await t.db.change.findFirstOrThrow()).toMatchObject({
      entity: "contactMessage",
      entityId: String(rows[0]!.id),
      action: "create",
      actor: "visitor",
      languages: [],
      tags: [],
    });
  });

  it("stores nothing and returns the field errors for an invalid message", async () => {
    expect(await send({ ...message, email: "not-an-address", message: "kısa" }, IP, T0)).toEqual({
      status: "invalid",
      fieldErrors: { email: "invalid", message: "tooShort" },
    });
    expect(await t.db.contactMessage.count()).toBe(0);
    expect(await t.db.change.count()).toBe(0);
  });

  it("refuses a message without the sender's explicit consent, naming the box, and stores nothing", async () => {
    for (const consent of [undefined, "", "off"]) {
      expect(await send({ ...message, consent }, IP, T0)).toEqual({
        status: "invalid",
        fieldErrors: { consent: "required" },
      });
    }
    expect(await t.db.contactMessage.count()).toBe(0);
    expect(await t.db.change.count()).toBe(0);
  });

  it("pretends success and stores nothing when the honeypot is filled", async () => {
    expect(await send({ ...message, website: "https://spam.example" }, IP, T0)).toEqual({ status: "sent" });
    expect(await t.db.contactMessage.count()).toBe(0);
  });

  it("refuses the 6th message from one IP within 10 minutes, lets another IP through, and frees up after 10 minutes", async () => {
    for (let i = 0; i < RATE_LIMIT.max; i++) expect((await send(message, IP, minutes(i))).status).toBe("sent");

    expect(await send(message, IP, minutes(9))).toEqual({ status: "rateLimited" });
    expect(await t.db.contactMessage.count()).toBe(5);

    expect(await send(message, OTHER_IP, minutes(9))).toEqual({ status: "sent" });

    // Ten minutes after the first message only four remain in the window.
    expect(await send(message, IP, minutes(10))).toEqual({ status: "sent" });
    expect(await send(message, IP, minutes(10))).toEqual({ status: "rateLimited" });
    expect(await t.db.contactMessage.count({ where: { ipHash: hashIp(IP) } })).toBe(6);
    // A refused send leaves no change record either.
    expect(await t.db.change.count()).toBe(await t.db.contactMessage.count());
  });

  it("counts a burst of simultaneous messages correctly", async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => send(message, IP, T0)));
    expect(results.filter((result) => result.status === "sent")).toHaveLength(RATE_LIMIT.max);
    expect(await t.db.contactMessage.count()).toBe(RATE_LIMIT.max);
  });
});
