import { z } from "zod";
import type { WriteOperation } from "@/lib/database/write";
import { refuse } from "@/lib/database/write";
import { MAX_ROW_ID } from "@/lib/database/row-id";

type StoredMail = { kind: string; toAddress: string; replyTo: string; subject: string; text: string };
const copyOf = ({ kind, toAddress, replyTo, subject, text }: StoredMail): StoredMail => ({
  kind,
  toAddress,
  replyTo,
  subject,
  text,
});

const resendSchema = z.object({
  id: z.int().positive().max(MAX_ROW_ID),
  mailId: z.int().positive().max(MAX_ROW_ID),
});

/**
 * An administrator's "send again" of one of a message's mails, as an update of the message: due at
 * once with a fresh schedule of attempts. A mail still waiting or given up is reset; a sent one stays
 * as it was (a sent mail is never sent again, and its record says when it went) and a new copy of it
 * is queued.
 */
export function resendMail(
  messageId: number,
  mailId: number,
  now = new Date(),
): WriteOperation<typeof resendSchema, { mailId: number }> {
  return {
    entity: "contactMessage",
    action: "update",
    schema: resendSchema,
    input: { id: messageId, mailId },
    row: { id: messageId },
    async apply(tx, data) {
      const mail = await tx.mailOutbox.findFirst({ where: { id: data.mailId, messageId: data.id } });
      if (!mail) return refuse("notFound");
      const again = { status: "pending", attempts: 0, nextAttemptAt: now, lastError: "", sentAt: null };
      const queued =
        mail.status === "sent"
          ? await tx.mailOutbox.create({
              data: { ...again, ...copyOf(mail), messageId: data.id },
              select: { id: true },
            })
          : await tx.mailOutbox.update({ where: { id: mail.id }, data: again, select: { id: true } });
      return { id: data.id, value: { mailId: queued.id }, languages: [], tags: [] };
    },
  };
}
