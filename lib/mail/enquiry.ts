import { adminPath } from "@/lib/admin/paths";
import type { DbTransaction } from "@/lib/db";
import { findFirmSettings } from "@/lib/firm-settings/queries";
import { absoluteUrl } from "@/lib/site/url";
import { acknowledgementMail, enquiryMail, type EnquiryMessage, type FirmContact } from "./compose";
import { mailServer } from "./settings";

/** What the mails say of a message: the row to select where it is stored, and pass in. */
export const ENQUIRY_FIELDS = {
  id: true,
  name: true,
  email: true,
  phone: true,
  subject: true,
  message: true,
  languageCode: true,
  fromPath: true,
  createdAt: true,
} as const satisfies Record<keyof EnquiryMessage, true>;

/**
 * Queues, in the transaction that stores a contact message, the firm's copy of it (and, when the firm
 * wants one, the visitor's acknowledgement in their language): the message and its mails are kept or
 * lost together, and the outbox sends them whatever the mail server does meanwhile. Without a mail
 * server no acknowledgement is queued: sent once one is configured, perhaps weeks later, a "we
 * received your message" would mislead; the firm's copy waits, as the inbox has the message anyway.
 */
export async function queueEnquiryMails(tx: DbTransaction, message: EnquiryMessage): Promise<void> {
  const settings = await findFirmSettings(tx);
  const firm: FirmContact = {
    name: settings.name,
    address: settings.enquiryEmail || settings.emails[0] || "",
    phone: settings.phones[0] ?? "",
  };
  const mails = [];
  // No address to send to (the settings list none): the message is in the inbox all the same.
  if (firm.address) mails.push(enquiryMail(message, firm, adminMessageUrl(message.id)));
  const acknowledge = settings.acknowledgeVisitors && mailServer() !== null;
  const acknowledgement = acknowledge ? acknowledgementMail(message, firm) : null;
  if (acknowledgement) mails.push(acknowledgement);
  // Due from the message's own time (the write's clock), the first round after it sends them.
  const due = { messageId: message.id, nextAttemptAt: message.createdAt, createdAt: message.createdAt };
  if (mails.length) await tx.mailOutbox.createMany({ data: mails.map((mail) => ({ ...mail, ...due })) });
}

/** The message's page in the admin, only where the site's public address is set (else it would name localhost). */
function adminMessageUrl(messageId: number): string | null {
  return process.env.SITE_URL ? absoluteUrl(adminPath("tr", `/messages/${messageId}`)) : null;
}
