import net from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { VISITOR } from "@/lib/auth/actor";
import { refreshOutsideNext } from "@/lib/database/cache-refresh";
import { write } from "@/lib/database/write";
import { submitContactMessage } from "@/lib/contact-messages/mutations";
import type { ContactSubmission } from "@/lib/contact-messages/schema";
import { createPrismaClient } from "@/lib/db";
import { FIRM_DEFAULTS } from "@/lib/firm-settings/schema";
import { MAX_ATTEMPTS } from "@/lib/mail/backoff";
import { resendMail } from "@/lib/mail/mutations";
import { runOutboxRound } from "@/lib/mail/outbox";
import type { MailServer } from "@/lib/mail/settings";
import { startSmtpSink, type SmtpSink } from "../helpers/smtp-sink";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";
import { TEST_ACTOR } from "../helpers/write";

const FIRM_ADDRESS = "enquiries@firm.example";
const T0 = new Date("2026-11-23T09:00:00.000Z");
const at = (ms: number) => () => new Date(T0.getTime() + ms);
const serverOn = (port: number): MailServer => ({ url: `smtp://127.0.0.1:${port}`, from: "Web <web@firm.example>" });

const visitor = {
  name: "Jane Doe",
  email: "jane@example.com",
  phone: "+44 20 7946 0000",
  subject: "Patent application",
  message: "I would like to patent my invention, a folding bicycle.",
  // The consent box, ticked (the form posts "on").
  consent: "on",
};

let t: TestDatabase;
let ipCounter = 0;

/** A visitor's message from the contact page of `languageCode`, each from an address of its own (the rate limit is per address). */
const send = (input: ContactSubmission, languageCode: string | null = "en", fromPath = "/en/patent") =>
  submitContactMessage(input, `203.0.113.${++ipCounter % 250}`, {
    now: T0,
    db: t.db,
    refresh: refreshOutsideNext,
    origin: { languageCode, fromPath },
  });

async function firmSettings(overrides: Partial<typeof FIRM_DEFAULTS>) {
  const data = { ...FIRM_DEFAULTS, enquiryEmail: FIRM_ADDRESS, ...overrides };
  await t.db.firmSettings.upsert({ where: { id: 1 }, create: { id: 1, ...data }, update: data });
}

const outbox = () => t.db.mailOutbox.findMany({ orderBy: { id: "asc" } });

/** A mail server is configured (the visitors' acknowledgements are queued only then); each test sends to its own. */
const CONFIGURED = { SMTP_URL: "smtp://127.0.0.1:2525", MAIL_FROM: "Web <web@firm.example>" };

beforeAll(async () => {
  t = await createTestDatabase();
  process.env.AUTH_SECRET = "mail-outbox-test-secret-mail-outbox-test";
  Object.assign(process.env, CONFIGURED);
});
afterAll(async () => {
  for (const name of Object.keys(CONFIGURED)) delete process.env[name];
  await t.drop();
});
beforeEach(async () => {
  await t.sql.query(`TRUNCATE "ContactMessage", "MailOutbox", "Change", "FirmSettings" RESTART IDENTITY CASCADE`);
  await firmSettings({ acknowledgeVisitors: true });
});

describe("queueing and delivery", () => {
  let sink: SmtpSink;
  beforeEach(async () => {
    sink = await startSmtpSink();
    return () => sink.stop();
  });

  it("mails the firm every field, Reply-To the visitor, the subject naming language and page", async () => {
    process.env.SITE_URL = "https://www.firm.example";
    try {
      expect(await send(visitor)).toEqual({ status: "sent" });
    } finally {
      delete process.env.SITE_URL;
    }
    const [message] = await t.db.contactMessage.findMany();
    expect(await runOutboxRound(t.db, serverOn(sink.port), { clock: at(1000) })).toBe(2);
    const firmCopy = sink.received.find((mail) => mail.recipients.includes(FIRM_ADDRESS));
    expect(firmCopy).toMatchObject({
      recipients: [FIRM_ADDRESS],
      from: '"Web" <web@firm.example>',
      replyTo: "jane@example.com",
      subject: "[Bursa Patent] Web sitesinden mesaj (EN, /en/patent): Patent application",
    });
    for (const line of [
      "Ad soyad: Jane Doe",
      "E-posta: jane@example.com",
      "Telefon: +44 20 7946 0000",
      "Konu: Patent application",
      "Dil: EN",
      "Geldiği sayfa: /en/patent",
      // 09:00 UTC is noon in Bursa.
      "Alındığı zaman: 23 Kasım 2026 12:00 (Europe/Istanbul)",
      `Yönetim panelinde aç: https://www.firm.example/admin/messages/${message!.id}`,
      "I would like to patent my invention, a folding bicycle.",
    ])
      expect(firmCopy!.text).toContain(line);
    const rows = await outbox();
    expect(rows.map((row) => [row.kind, row.status, row.attempts])).toEqual([
      ["enquiry", "sent", 1],
      ["acknowledgement", "sent", 1],
    ]);
    expect(rows[0]!.sentAt).toEqual(at(1000)());
  });

  it("names the visitor when there is no subject, and leaves the admin link out without SITE_URL", async () => {
    await send({ ...visitor, subject: "" }, "de", "/de/marke");
    await runOutboxRound(t.db, serverOn(sink.port));
    const firmCopy = sink.received.find((mail) => mail.recipients.includes(FIRM_ADDRESS));
    expect(firmCopy!.subject).toBe("[Bursa Patent] Web sitesinden mesaj (DE, /de/marke): Jane Doe");
    expect(firmCopy!.text).not.toContain("Yönetim panelinde");
  });

  it("acknowledges in the visitor's language, English for a language without texts, and repeats nothing they typed", async () => {
    await send({ ...visitor, email: "de@example.com" }, "de", "/de");
    await send({ ...visitor, email: "fr@example.com" }, "fr", "/fr");
    await send({ ...visitor, email: "tr@example.com" }, "tr", "/");
    await runOutboxRound(t.db, serverOn(sink.port));
    const toVisitor = (address: string) => sink.received.find((mail) => mail.recipients.includes(address))!;
    expect(toVisitor("de@example.com").subject).toBe("Wir haben Ihre Nachricht erhalten – Bursa Patent");
    expect(toVisitor("fr@example.com").subject).toBe("We have received your message – Bursa Patent");
    expect(toVisitor("tr@example.com").subject).toBe("Mesajınızı aldık – Bursa Patent");
    const german = toVisitor("de@example.com");
    expect(german.replyTo).toBe(FIRM_ADDRESS);
    expect(german.text).toContain("innerhalb eines Werktags");
    expect(german.text).toContain("+90 224 451 20 30");
    for (const typed of [visitor.name, visitor.subject, visitor.message]) expect(german.text).not.toContain(typed);
  });

  it("queues no acknowledgement when the firm turned them off", async () => {
    await firmSettings({ acknowledgeVisitors: false });
    await send(visitor);
    expect((await outbox()).map((row) => row.kind)).toEqual(["enquiry"]);
    await runOutboxRound(t.db, serverOn(sink.port));
    expect(sink.received.map((mail) => mail.recipients)).toEqual([[FIRM_ADDRESS]]);
  });

  it("queues no acknowledgement while no mail server is configured: the firm's copy waits for one", async () => {
    delete process.env.SMTP_URL;
    try {
      expect(await send(visitor)).toEqual({ status: "sent" });
    } finally {
      process.env.SMTP_URL = CONFIGURED.SMTP_URL;
    }
    expect((await outbox()).map((row) => [row.kind, row.toAddress, row.status])).toEqual([
      ["enquiry", FIRM_ADDRESS, "pending"],
    ]);
    // Configured later, the server sends the firm's copy, and no "we received it" weeks late.
    expect(await runOutboxRound(t.db, serverOn(sink.port))).toBe(1);
    expect(sink.received.map((mail) => mail.recipients)).toEqual([[FIRM_ADDRESS]]);
  });

  it("sends to the first address when no enquiry address is set", async () => {
    await firmSettings({ enquiryEmail: "", emails: ["office@firm.example", "other@firm.example"] });
    await send(visitor);
    await runOutboxRound(t.db, serverOn(sink.port));
    expect(sink.received.map((mail) => mail.recipients[0])).toContain("office@firm.example");
  });

  it("keeps a visitor's line breaks out of every header", async () => {
    const injected = "Hello\r\nBcc: victim@example.com\r\nX-Evil: 1";
    expect(await send({ ...visitor, name: "Eve\r\nBcc: victim@example.com", subject: injected })).toEqual({
      status: "sent",
    });
    expect((await outbox()).map((row) => row.subject).join()).not.toMatch(/[\r\n]/);
    await runOutboxRound(t.db, serverOn(sink.port));
    const firmCopy = sink.received.find((mail) => mail.recipients.includes(FIRM_ADDRESS))!;
    expect(firmCopy.subject).toBe(
      "[Bursa Patent] Web sitesinden mesaj (EN, /en/patent): Hello Bcc: victim@example.com X-Evil: 1",
    );
    expect(firmCopy.rawHeaders).not.toMatch(/^(Bcc|X-Evil):/im);
    expect(firmCopy.text).toContain("Ad soyad: Eve Bcc: victim@example.com");
    const everyRecipient = sink.received.flatMap((mail) => mail.recipients);
    expect(everyRecipient).not.toContain("victim@example.com");
  });
});

describe("retries", () => {
  it("keeps a mail pending with the error and a later attempt while the server is down, then delivers it once", async () => {
    await firmSettings({ acknowledgeVisitors: false });
    const probe = await startSmtpSink();
    const port = probe.port;
    await probe.stop();
    await send(visitor);
    expect(await runOutboxRound(t.db, serverOn(port), { clock: at(0), retryBaseMs: 30_000 })).toBe(0);
    const [waiting] = await outbox();
    expect(waiting).toMatchObject({ status: "pending", attempts: 1, nextAttemptAt: at(30_000)(), sentAt: null });
    expect(waiting!.lastError).toMatch(/ECONNREFUSED/);
    // Not due before its time, even with the server back.
    const sink = await startSmtpSink({ port });
    try {
      expect(await runOutboxRound(t.db, serverOn(port), { clock: at(29_000) })).toBe(0);
      expect(sink.offered).toBe(0);
      expect(await runOutboxRound(t.db, serverOn(port), { clock: at(30_000) })).toBe(1);
      expect(await runOutboxRound(t.db, serverOn(port), { clock: at(10 * 3_600_000) })).toBe(0);
      expect(sink.received).toHaveLength(1);
      expect(await outbox()).toMatchObject([{ status: "sent", attempts: 2, lastError: "" }]);
    } finally {
      await sink.stop();
    }
  });

  it("sends each mail exactly once when two workers run their rounds at the same time", async () => {
    for (let i = 0; i < 8; i++) await send({ ...visitor, email: `visitor${i}@example.com` });
    const sink = await startSmtpSink();
    const other = createPrismaClient(t.url);
    try {
      const [first, second] = await Promise.all([
        runOutboxRound(t.db, serverOn(sink.port)),
        runOutboxRound(other, serverOn(sink.port)),
      ]);
      expect(first + second).toBe(16);
      expect(sink.received).toHaveLength(16);
      const ids = sink.received.map((mail) => `${mail.recipients.join()} ${mail.text}`);
      expect(new Set(ids).size).toBe(16);
      expect(await runOutboxRound(other, serverOn(sink.port), { clock: at(10 * 3_600_000) })).toBe(0);
      expect((await outbox()).every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
    } finally {
      await other.$disconnect();
      await sink.stop();
    }
  });

  it("retries a refusing server on the schedule and gives up after the last attempt", async () => {
    await firmSettings({ acknowledgeVisitors: false });
    await send(visitor);
    const sink = await startSmtpSink({ refuse: { code: 550, message: "Mailbox unavailable" } });
    try {
      await runOutboxRound(t.db, serverOn(sink.port), { clock: at(0), retryBaseMs: 30_000 });
      expect(await outbox()).toMatchObject([{ status: "pending", attempts: 1, nextAttemptAt: at(30_000)() }]);
      expect((await outbox())[0]!.lastError).toMatch(/550 Mailbox unavailable/);
      let now = 0;
      for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
        now += 3_600_000;
        await runOutboxRound(t.db, serverOn(sink.port), { clock: at(now), retryBaseMs: 30_000 });
        expect((await outbox())[0]).toMatchObject({ attempts: attempt });
      }
      expect(await outbox()).toMatchObject([{ status: "failed", attempts: MAX_ATTEMPTS, sentAt: null }]);
      await runOutboxRound(t.db, serverOn(sink.port), { clock: at(now + 10 * 3_600_000) });
      expect(sink.offered).toBe(MAX_ATTEMPTS);
    } finally {
      await sink.stop();
    }
  });

  it("gives up on a server that takes the connection and never answers, within its timeout", async () => {
    await firmSettings({ acknowledgeVisitors: false });
    await send(visitor);
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as net.AddressInfo;
    try {
      const started = Date.now();
      expect(await runOutboxRound(t.db, serverOn(port), { clock: at(0), stepTimeoutMs: 300 })).toBe(0);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(await outbox()).toMatchObject([{ status: "pending", attempts: 1, nextAttemptAt: at(30_000)() }]);
      expect((await outbox())[0]!.lastError).toMatch(/timeout|no answer/i);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it("sends nothing without a mail server: every mail stays pending, untried", async () => {
    await send(visitor);
    expect(await runOutboxRound(t.db, null)).toBe(0);
    expect((await outbox()).map((row) => [row.status, row.attempts, row.lastError])).toEqual([
      ["pending", 0, ""],
      ["pending", 0, ""],
    ]);
  });
});

describe("resend", () => {
  it("queues a sent mail again as a new copy, and resets a given-up one, for an administrator only", async () => {
    await firmSettings({ acknowledgeVisitors: false });
    await send(visitor);
    const [mail] = await outbox();
    await t.db.mailOutbox.update({ where: { id: mail!.id }, data: { status: "sent", sentAt: T0, attempts: 1 } });
    const context = { refresh: refreshOutsideNext, db: t.db };
    expect(await write(VISITOR, resendMail(mail!.messageId!, mail!.id), context)).toMatchObject({
      ok: false,
      error: "unauthorized",
    });
    const again = await write(TEST_ACTOR, resendMail(mail!.messageId!, mail!.id, at(5_000)()), context);
    expect(again.ok).toBe(true);
    const rows = await outbox();
    expect(rows).toMatchObject([
      { id: mail!.id, status: "sent", sentAt: T0 },
      { status: "pending", attempts: 0, nextAttemptAt: at(5_000)(), subject: mail!.subject, text: mail!.text },
    ]);
    await t.db.mailOutbox.update({
      where: { id: rows[1]!.id },
      data: { status: "failed", attempts: MAX_ATTEMPTS, lastError: "550" },
    });
    await write(TEST_ACTOR, resendMail(mail!.messageId!, rows[1]!.id, at(9_000)()), context);
    expect((await outbox())[1]).toMatchObject({
      status: "pending",
      attempts: 0,
      lastError: "",
      nextAttemptAt: at(9_000)(),
    });
    expect(await t.db.change.count({ where: { entity: "contactMessage", action: "update" } })).toBe(2);
    // Resent once, it is pending again: a second resend is refused.
    expect(await write(TEST_ACTOR, resendMail(mail!.messageId!, rows[1]!.id), context)).toMatchObject({
      ok: false,
      error: "stillPending",
    });
    // A mail of another message is not this message's to resend.
    expect(await write(TEST_ACTOR, resendMail(mail!.messageId! + 1, mail!.id), context)).toMatchObject({ ok: false });
  });
  it("refuses a mail still pending (waiting, or between attempts): the outbox may be sending it, a reset would send it twice", async () => {
    await firmSettings({ acknowledgeVisitors: false });
    await send(visitor);
    const [waiting] = await outbox();
    const context = { refresh: refreshOutsideNext, db: t.db };
    const resend = () => write(TEST_ACTOR, resendMail(waiting!.messageId!, waiting!.id, at(5_000)()), context);
    expect(await resend()).toMatchObject({ ok: false, error: "stillPending" });
    expect(await outbox()).toEqual([waiting]);
    // Claimed by a round that could not reach the server: pending, its next attempt scheduled.
    const probe = await startSmtpSink();
    await probe.stop();
    await runOutboxRound(t.db, serverOn(probe.port), { clock: at(0) });
    const [retrying] = await outbox();
    expect(retrying).toMatchObject({ status: "pending", attempts: 1 });
    expect(await resend()).toMatchObject({ ok: false, error: "stillPending" });
    expect(await outbox()).toEqual([retrying]);
    expect(await t.db.change.count({ where: { entity: "contactMessage", action: "update" } })).toBe(0);
  });
});
