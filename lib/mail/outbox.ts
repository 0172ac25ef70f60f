import { schemaOf } from "@/lib/db";
import { runEvery } from "@/lib/database/periodic";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { retryDelayMs } from "./backoff";
import type { OutgoingMail } from "./compose";
import { DEFAULT_RETRY_BASE_MS, mailServer, outboxIntervalMs, retryBaseMs, type MailServer } from "./settings";
import { createMailTransport, describeSendError } from "./transport";

/**
 * The outbox worker: every server runs it, and each round sends the mails that are due.
 *
 * Its bookkeeping (claiming a mail, marking it sent, scheduling a retry) is written straight to
 * MailOutbox, not through the write path: it is the delivery's queue state, like the sign-in failures' rows, not content
 * anyone edits. A change record, cache tags and a live event for every attempt of every instance
 * would fill the change log with noise and tell no page anything. An administrator's resend, a
 * decision, goes through the write path (./mutations.ts).
 *
 * Delivery is at least once, never at most once. A mail is claimed (its attempt counted, and leased
 * for LEASE_MS) and committed before it is sent, then marked sent. A crash between the mail server's
 * "250 OK" and that mark leaves it pending, and it goes again once the lease ends: the firm gets a
 * duplicate. The other order (mark first, then send) would lose the enquiry on such a crash, and a
 * lost client is worse than a second copy. A mail marked sent is never sent again.
 */

/** How long a claimed mail is left to its sender: longer than any send may take (the transport's deadline, 60 s). */
const LEASE_MS = 5 * 60_000;

/** At most this many mails per instance and round, so a backlog does not keep one round going for long. */
const ROUND_LIMIT = 50;

interface ClaimedMail extends OutgoingMail {
  id: number;
  attempts: number;
}

/**
 * Claims the next due mail in one statement (its own transaction): FOR UPDATE SKIP LOCKED passes over
 * a mail another instance is claiming, and the lease moves it out of everyone's "due" until its
 * sender is done, so two instances never send the same one. Prisma has no SKIP LOCKED: this one
 * statement is SQL.
 */
async function claimNext(db: PrismaClient, now: Date): Promise<ClaimedMail | null> {
  const table = `"${schemaOf(db)}"."MailOutbox"`;
  const rows = await db.$queryRawUnsafe<ClaimedMail[]>(
    `UPDATE ${table} SET attempts = attempts + 1, "nextAttemptAt" = $2
     WHERE id = (SELECT id FROM ${table} WHERE status = 'pending' AND "nextAttemptAt" <= $1
                 ORDER BY "nextAttemptAt", id LIMIT 1 FOR UPDATE SKIP LOCKED)
     RETURNING id, kind, "toAddress", "replyTo", subject, text, attempts`,
    now,
    new Date(now.getTime() + LEASE_MS),
  );
  return rows[0] ?? null;
}

/** The state of a claimed mail is changed only while it is still this claim (nothing reset or reclaimed it meanwhile). */
const stillClaimed = (mail: ClaimedMail) => ({ id: mail.id, status: "pending", attempts: mail.attempts });

async function markSent(db: PrismaClient, mail: ClaimedMail, now: Date): Promise<void> {
  await db.mailOutbox.updateMany({ where: stillClaimed(mail), data: { status: "sent", sentAt: now, lastError: "" } });
}

/** A failed attempt: tried again after the backoff, or given up ("failed") after the last one. */
async function markAttemptFailed(
  db: PrismaClient,
  mail: ClaimedMail,
  { error, now, baseMs }: { error: string; now: Date; baseMs: number },
): Promise<void> {
  const delay = retryDelayMs(mail.attempts, baseMs);
  const data =
    delay === null
      ? { status: "failed", nextAttemptAt: now, lastError: error }
      : { status: "pending", nextAttemptAt: new Date(now.getTime() + delay), lastError: error };
  await db.mailOutbox.updateMany({ where: stillClaimed(mail), data });
}

interface RoundOptions {
  /** The time the round runs at (tests move it on). */
  clock?: () => Date;
  /** The first retry's delay (settings.ts retryBaseMs, read once when the worker starts). */
  retryBaseMs?: number;
  /** The transport's limit for each step of a send. */
  stepTimeoutMs?: number;
}

/** Sends what is due; returns how many mails were sent. Nothing at all without a mail server: every mail waits. */
export async function runOutboxRound(
  db: PrismaClient,
  server: MailServer | null,
  { clock = () => new Date(), retryBaseMs: baseMs = DEFAULT_RETRY_BASE_MS, stepTimeoutMs }: RoundOptions = {},
): Promise<number> {
  if (!server) return 0;
  const transport = createMailTransport(server, stepTimeoutMs);
  let sent = 0;
  try {
    for (let tried = 0; tried < ROUND_LIMIT; tried++) {
      const mail = await claimNext(db, clock());
      if (!mail) break;
      try {
        await transport.send(mail);
      } catch (error) {
        await markAttemptFailed(db, mail, { error: describeSendError(error), now: clock(), baseMs });
        continue;
      }
      await markSent(db, mail, clock());
      sent++;
    }
  } finally {
    transport.close();
  }
  return sent;
}

/**
 * Runs a round every MAIL_OUTBOX_INTERVAL_MS until stopped. Without SMTP_URL no timer runs at all:
 * the mails wait, and the admin says the mail server is not configured.
 */
export function startMailOutbox(db: PrismaClient): { stop(): void } {
  const server = mailServer();
  if (!server) {
    console.warn("SMTP_URL is not set: the contact messages' e-mails wait in the outbox until it is.");
    return { stop() {} };
  }
  const options = { retryBaseMs: retryBaseMs() };
  return runEvery("The mail outbox", outboxIntervalMs(), () => runOutboxRound(db, server, options));
}
