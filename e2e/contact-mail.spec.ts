import { randomInt } from "node:crypto";
import { expect, test, type Locator } from "@playwright/test";
import { startSmtpSink, type SmtpSink } from "../tests/helpers/smtp-sink";
import pg from "pg";
import { e2eDatabaseUrl, runId, signedInAdmin } from "./admin-helpers";
import { E2E_SCHEMA, E2E_SMTP_PORT } from "./constants";

/**
 * A visitor's message while the mail server is down waits in the outbox, retried, and reaches the
 * firm once the server is up: exactly once, Reply-To the visitor; the admin shows each step. The e2e
 * server sends to E2E_SMTP_PORT and retries every half second or so (playwright.config.ts).
 */
test("a contact message sent while the mail server is down reaches the firm once it is up, exactly once", async ({
  page,
  browser,
}) => {
  const id = runId();
  const visitor = `mail-e2e-${id}@example.com`;
  const text = `Mail e2e ${id}: a question about registering a trademark.`;
  const ofThisMessage = (sink: SmtpSink) => sink.received.filter((mail) => mail.text.includes(text));

  await page.setExtraHTTPHeaders({ "x-forwarded-for": `198.18.${randomInt(256)}.${randomInt(1, 255)}` });
  await page.goto("/en/iletisim");
  const form = page.locator("form").filter({ has: page.locator('[name="message"]') });
  await form.locator('[name="name"]').fill("Mail Tester");
  await form.locator('[name="email"]').fill(visitor);
  await form.locator('[name="subject"]').fill(`Trademark ${id}`);
  await form.locator('[name="message"]').fill(text);
  await form.locator("#contact-consent").check();
  await form.locator("button[type=submit]").click();
  await expect.poll(() => contactMessageId(text)).toBeGreaterThan(0);
  const messageId = await contactMessageId(text);

  // No mail server yet: the firm's copy is retried, the error shown.
  const admin = await signedInAdmin(browser);
  await admin.goto(`/admin/messages/${messageId}`);
  const firmCopies = admin.getByRole("region", { name: "E-postalar" }).getByRole("row", { name: /Firmaya kopya/ });
  const firmCopy = firmCopies.first();
  const reloadUntil = (row: Locator, state: RegExp) =>
    expect(async () => {
      await admin.reload();
      await expect(row).toContainText(state, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
  await reloadUntil(firmCopy, /Yeniden denenecek \(deneme \d+\), sonraki deneme: /);
  await expect(firmCopy).toContainText("Son hata: connect ECONNREFUSED");
  // Still the outbox's to send: no resend is offered, so it is never sent twice.
  await expect(firmCopy.getByRole("button", { name: /^Yeniden gönder/ })).toHaveCount(0);

  const sink = await startSmtpSink({ port: E2E_SMTP_PORT });
  try {
    await expect.poll(() => ofThisMessage(sink).length, { timeout: 30_000 }).toBe(1);
    const [received] = ofThisMessage(sink);
    expect(received!.replyTo).toBe(visitor);
    expect(received!.subject).toMatch(
      new RegExp(`^\\[Bursa Patent\\] Web sitesinden mesaj \\(EN, .+\\): Trademark ${id}$`),
    );
    expect(received!.text).toContain(`E-posta: ${visitor}`);
    await reloadUntil(firmCopy, /Gönderildi: /);
    // Marked sent: the rounds that follow (every half second) leave it alone.
    await expect(firmCopies).toHaveCount(1);
    expect(ofThisMessage(sink)).toHaveLength(1);

    // "Yeniden gönder" queues a new copy, which goes out too.
    await firmCopy.getByRole("button", { name: /^Yeniden gönder/ }).click();
    await expect(firmCopies).toHaveCount(2);
    await expect.poll(() => ofThisMessage(sink).length, { timeout: 30_000 }).toBe(2);
    await reloadUntil(firmCopies.nth(1), /Gönderildi: /);
  } finally {
    await sink.stop();
    await admin.context().close();
  }
});

/** The id of the contact message whose text is `text` (unique per run), or 0 while none is stored. */
async function contactMessageId(text: string): Promise<number> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>(
      `SELECT id FROM "${E2E_SCHEMA}"."ContactMessage" WHERE message = $1`,
      [text],
    );
    return rows[0]?.id ?? 0;
  } finally {
    await client.end();
  }
}
