import { VISITOR } from "@/lib/auth/actor";
import { hashIp } from "@/lib/auth/client-ip";
import type { CacheRefresh } from "@/lib/database/cache-refresh";
import { refuse, onRow, rowIdSchema, write, type WriteOperation } from "@/lib/database/write";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { z } from "zod";
import { ENQUIRY_FIELDS, queueEnquiryMails } from "@/lib/mail/enquiry";
import { HONEYPOT_FIELD, PRIVACY_NOTICE_VERSION } from "./fields";
import type { ContactOrigin } from "./form";
import {
  contactFieldCodes,
  contactFieldErrors,
  contactMessageSchema,
  RATE_LIMIT,
  RETENTION_MS,
  type ContactResult,
  type ContactSubmission,
} from "./schema";

/**
 * The writes of contact messages, as operations for the write path. Messages are never shown on
 * public pages, so they expire no cache tag.
 */
const RATE_LIMIT_LOCK = 0x636f6e74; // "cont": advisory-lock namespace of the per-IP check-then-insert

const NO_ORIGIN: ContactOrigin = { languageCode: null, fromPath: "" };

/**
 * Stores a visitor's message, unless the sixth from one IP within ten minutes. The schema refuses
 * one without the sender's consent; the consent is stored as the notice's version and its time.
 */
export function createContactMessage(
  input: ContactSubmission,
  meta: { ipHash: string; now: Date; origin?: ContactOrigin },
): WriteOperation<typeof contactMessageSchema, null> {
  return {
    entity: "contactMessage",
    action: "create",
    schema: contactMessageSchema,
    input,
    async apply(tx, data) {
      const { ipHash, now } = meta;
      // Serializes concurrent sends from one IP, so a burst cannot slip past the count.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${RATE_LIMIT_LOCK}::int4, hashtext(${ipHash}))`;
      const recent = await tx.contactMessage.count({
        where: { ipHash, createdAt: { gt: new Date(now.getTime() - RATE_LIMIT.windowMs) } },
      });
      if (recent >= RATE_LIMIT.max) return refuse("rateLimited");
      const { consent: _given, ...fields } = data;
      const consent = { consentVersion: PRIVACY_NOTICE_VERSION, consentAt: now };
      const created = await tx.contactMessage.create({
        data: { ...fields, ...(meta.origin ?? NO_ORIGIN), ...consent, ipHash, createdAt: now },
        select: ENQUIRY_FIELDS,
      });
      await queueEnquiryMails(tx, created);
      return { id: created.id, value: null, languages: [], tags: [] };
    },
  };
}

/**
 * The contact form's write, for a visitor: a filled honeypot pretends success and stores nothing;
 * otherwise the message goes through the write path. `now` and the client are injectable for tests.
 */
export async function submitContactMessage(
  input: ContactSubmission,
  ip: string,
  {
    refresh,
    now = new Date(),
    db,
    origin,
  }: { refresh: CacheRefresh; now?: Date; db?: PrismaClient; origin?: ContactOrigin },
): Promise<ContactResult> {
  if (input[HONEYPOT_FIELD]?.trim()) return { status: "sent" };
  const parsed = contactMessageSchema.safeParse(input);
  if (!parsed.success) return { status: "invalid", fieldErrors: contactFieldErrors(parsed.error) };
  const result = await write(VISITOR, createContactMessage(input, { ipHash: hashIp(ip), now, origin }), {
    refresh,
    db,
  });
  if (result.ok) return { status: "sent" };
  if (result.error === "rateLimited") return { status: "rateLimited" };
  // The schema passed, so the write path refused a field for itself (a NUL byte): named like the schema's refusals.
  if (result.error === "invalid") return { status: "invalid", fieldErrors: contactFieldCodes(result.fieldErrors) };
  throw new Error(`The contact message was refused: ${result.error}`);
}

/** Opening a message in the inbox marks it read (once: the first reading's time is kept). */
export function markContactMessageRead(
  id: number,
  now = new Date(),
): WriteOperation<typeof rowIdSchema, { readAt: Date }> {
  return {
    ...onRow("contactMessage", "update", id),
    async apply(tx) {
      const message = await tx.contactMessage.findUniqueOrThrow({ where: { id }, select: { readAt: true } });
      const readAt =
        message.readAt ??
        (await tx.contactMessage.update({ where: { id }, data: { readAt: now }, select: { readAt: true } })).readAt ??
        now;
      return { id, value: { readAt }, languages: [], tags: [] };
    },
  };
}

export function deleteContactMessage(id: number): WriteOperation<typeof rowIdSchema, null> {
  return {
    ...onRow("contactMessage", "delete", id),
    async apply(tx) {
      await tx.contactMessage.delete({ where: { id } });
      return { id, value: null, languages: [], tags: [] };
    },
  };
}

const cutoffSchema = z.object({ before: z.date() });

/** The privacy page's promise: messages older than the retention (2 years) are deleted. One change record names the cutoff. */
export function deleteExpiredContactMessages(
  now = new Date(),
): WriteOperation<typeof cutoffSchema, { deleted: number }> {
  const before = new Date(now.getTime() - RETENTION_MS);
  return {
    entity: "contactMessage",
    action: "delete",
    schema: cutoffSchema,
    input: { before },
    async apply(tx, data) {
      const { count } = await tx.contactMessage.deleteMany({ where: { createdAt: { lt: data.before } } });
      return { id: `before:${data.before.toISOString()}`, value: { deleted: count }, languages: [], tags: [] };
    },
  };
}
