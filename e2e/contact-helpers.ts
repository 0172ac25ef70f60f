import { randomBytes, randomInt } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import pg from "pg";
import { e2eDatabaseUrl } from "./admin-helpers";
import { E2E_SCHEMA } from "./constants";

/** Senders' names unique to this run, so a rerun on the same database finds only its own messages. */
export const CONTACT_RUN = `${Date.now().toString(36)}${randomBytes(2).toString("hex")}`;

/** The Turkish contact form's texts (messages/tr.json, Contact and Legal.formNotice). */
export const TR = {
  formTitle: "Bize Yazın",
  submit: "Mesaj Gönder",
  sending: "Gönderiliyor...",
  consent:
    "Mesajımın yanıtlanabilmesi için kişisel verilerimin, Aydınlatma Metni'nde açıklandığı şekilde yurt dışındaki sunucular aracılığıyla aktarılmasına açık rıza veriyorum.",
  consentRequired: "Mesajınızı gönderebilmemiz için açık rıza kutusunu işaretleyin.",
  invalid: "Mesajınız gönderilemedi. Lütfen işaretli alanları düzeltin.",
  sentTitle: "Mesajınız bize ulaştı",
  writeAnother: "Yeni mesaj yaz",
} as const;

/** Each test posts from an address of its own, so reruns within 10 minutes stay under the rate limit. */
export async function sendFromFreshIp(page: Page): Promise<void> {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `198.51.${randomInt(256)}.${randomInt(1, 255)}` });
}

/** The Turkish form's controls, found as a visitor finds them. */
export function turkishForm(page: Page) {
  const form = page.getByRole("form", { name: TR.formTitle });
  const field = (label: string) => form.getByRole("textbox", { name: label, exact: true });
  return {
    form,
    name: field("Ad Soyad"),
    email: field("E-posta"),
    message: field("Mesajınız"),
    consent: form.getByRole("checkbox", { name: TR.consent }),
    submit: form.getByRole("button", { name: TR.submit }),
    status: form.getByRole("status"),
  };
}

/** A complete message from `sender`, the consent box left as it is. */
export async function fillValidMessage(page: Page, sender: string): Promise<void> {
  const form = turkishForm(page);
  await form.name.fill(sender);
  await form.email.fill("ayse@example.com");
  await form.message.fill("Buluşum için patent başvurusu yapmak istiyorum.");
}

/** The success panel that takes the form's place. */
export function sentPanel(page: Page) {
  return page.getByRole("status").filter({ has: page.getByRole("heading", { name: TR.sentTitle }) });
}

interface StoredMessage {
  name: string;
  fromPath: string;
  consentVersion: string | null;
  consentAt: Date | null;
}

/** The messages the e2e server stored from `sender` (read from its database, as the inbox would show them). */
export async function storedMessages(sender: string): Promise<StoredMessage[]> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    await client.query(`SET search_path TO "${E2E_SCHEMA}"`);
    const result = await client.query<StoredMessage>(
      `SELECT name, "fromPath", "consentVersion", "consentAt" FROM "ContactMessage" WHERE name = $1 ORDER BY id`,
      [sender],
    );
    return result.rows;
  } finally {
    await client.end();
  }
}

/** Waits for the panel, so the message is stored before the database is read. */
export async function expectSent(page: Page): Promise<void> {
  await expect(sentPanel(page)).toBeVisible();
}
