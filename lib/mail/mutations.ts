import { z } from "zod";
import type { WriteOperation } from "@/lib/database/write";
import { refuse } from "@/lib/database/write";
import { MAX_ROW_ID } from "@/lib/database/row-id";

/** What a copy of a sent mail takes from it: everything the mail says and to whom. */
const COPIED = { kind: true, toAddress: true, replyTo: true, subject: true, text: true } as const;

const resendSchema = z.object({
  id: z.int().positive().max(MAX_ROW_ID),
  mailId: z.int().positive().max(MAX_ROW_ID),
});

/**
 * An administrator's "send again" of one of a message's mails, as an update of the message: due at
 * once with a fresh schedule of attempts. A given-up mail is reset; a sent one stays as it was (a
 * sent mail is never sent again, and its record says when it went) and a new copy of it is queued.
 * A mail still pending is refused ("stillPending"): the outbox may be sending it this moment, and a
 * reset would have it sent twice.
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
      const mail = await tx.mailOutbox.findFirst({
        where: { id: data.mailId, messageId: data.id },
        select: { ...COPIED, id: true, status: true },
      });
      if (!mail) return refuse("notFound");
      const again = { status: "pending", attempts: 0, nextAttemptAt: now, lastError: "", sentAt: null };
      if (mail.status === "sent") {
        const { id: _sent, status: _status, ...copy } = mail;
        const queued = await tx.mailOutbox.create({
          data: { ...again, ...copy, messageId: data.id },
          select: { id: true },
        });
        return { id: data.id, value: { mailId: queued.id }, languages: [], tags: [] };
      }
      // Only while it is still given up: a resend of the same mail a moment earlier made it pending.
      const { count } = await tx.mailOutbox.updateMany({ where: { id: mail.id, status: "failed" }, data: again });
      if (count === 0) return refuse("stillPending");
      return { id: data.id, value: { mailId: mail.id }, languages: [], tags: [] };
    },
  };
}
