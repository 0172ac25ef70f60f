import { db as sharedDb } from "@/lib/db";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { MailKind } from "./compose";

/** Where one mail of a message stands, as the admin shows it. */
export type DeliveryState =
  | { state: "waiting" }
  | { state: "sent"; sentAt: Date }
  | { state: "retrying"; attempts: number; nextAttemptAt: Date; lastError: string }
  | { state: "failed"; attempts: number; lastError: string };

export interface MailDelivery {
  id: number;
  kind: MailKind;
  toAddress: string;
  delivery: DeliveryState;
}

type Row = {
  id: number;
  kind: string;
  toAddress: string;
  status: string;
  attempts: number;
  nextAttemptAt: Date;
  lastError: string;
  sentAt: Date | null;
};

/** A mail is marked sent and given its sentAt in one update (./outbox.ts markSent), and only then has one. */
function deliveryOf(row: Row): DeliveryState {
  if (row.sentAt) return { state: "sent", sentAt: row.sentAt };
  if (row.status === "failed") return { state: "failed", attempts: row.attempts, lastError: row.lastError };
  if (row.attempts === 0) return { state: "waiting" };
  return { state: "retrying", attempts: row.attempts, nextAttemptAt: row.nextAttemptAt, lastError: row.lastError };
}

/** The mails of one contact message, oldest first (a resent copy after the one it copies). */
export async function findMessageMails(messageId: number, client: PrismaClient = sharedDb): Promise<MailDelivery[]> {
  const rows = await client.mailOutbox.findMany({
    where: { messageId },
    orderBy: { id: "asc" },
    select: {
      id: true,
      kind: true,
      toAddress: true,
      status: true,
      attempts: true,
      nextAttemptAt: true,
      lastError: true,
      sentAt: true,
    },
  });
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind === "acknowledgement" ? "acknowledgement" : "enquiry",
    toAddress: row.toAddress,
    delivery: deliveryOf(row),
  }));
}
