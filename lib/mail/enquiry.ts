import { adminPath } from "@/lib/admin/paths";
import type { DbTransaction } from "@/lib/db";
import { findFirmSettings } from "@/lib/firm-settings/queries";
import { absoluteUrl } from "@/lib/site/url";
import { acknowledgementMail, enquiryMail, type EnquiryMessage, type FirmContact } from "./compose";

/**
 * Queues, in the transaction that stores a contact message, the firm's copy of it (and, when the firm
 * wants one, the visitor's acknowledgement in their language): the message and its mails are kept or
 * lost together, and the outbox sends them whatever the mail server does meanwhile.
 */
export async function queueEnquiryMails(tx: DbTransaction, messageId: number): Promise<void> {
  const message: EnquiryMessage = await tx.contactMessage.findUniqueOrThrow({
    where: { id: messageId },
    select: {
      id: true,
      name: true,
      email: true,
      phone: true,
      subject: true,
      message: true,
      languageCode: true,
      fromPath: true,
      createdAt: true,
    },
  });
  const settings = await findFirmSettings(tx);
  const firm: FirmContact = {
    name: settings.name,
    address: settings.enquiryEmail || settings.emails[0] || "",
    phone: settings.phones[0] ?? "",
  };
  const mails = [];
  // No address to send to (the settings list none): the message is in the inbox all the same.
  if (firm.address) mails.push(enquiryMail(message, firm, adminMessageUrl(messageId)));
  const acknowledgement = settings.acknowledgeVisitors ? acknowledgementMail(message, firm) : null;
  if (acknowledgement) mails.push(acknowledgement);
  // Due from the message's own time (the write's clock), the first round after it sends them.
  const due = { messageId, nextAttemptAt: message.createdAt, createdAt: message.createdAt };
  if (mails.length) await tx.mailOutbox.createMany({ data: mails.map((mail) => ({ ...mail, ...due })) });
}

/** The message's page in the admin, only where the site's public address is set (else it would name localhost). */
function adminMessageUrl(messageId: number): string | null {
  return process.env.SITE_URL ? absoluteUrl(adminPath("tr", `/messages/${messageId}`)) : null;
}
