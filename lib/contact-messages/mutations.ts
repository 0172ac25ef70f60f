import { VISITOR } from "@/lib/auth/actor";
import { hashIp } from "@/lib/auth/client-ip";
import type { CacheRefresh } from "@/lib/database/cache-refresh";
import { refuse, write, type WriteOperation } from "@/lib/database/write";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { contactFieldErrors, contactMessageSchema, HONEYPOT_FIELD, RATE_LIMIT, type ContactResult, type ContactSubmission } from "./schema";

/** Advisory lock namespace (first key of the two-key form) for the per-IP check-then-insert. */
const RATE_LIMIT_LOCK = 0x636f6e74; // "cont"

/** Stores a visitor's message, unless the sixth from one IP within ten minutes. */
export function createContactMessage(input: ContactSubmission, ipHash: string, now: Date): WriteOperation<typeof contactMessageSchema, null> {
  return {
    entity: "contactMessage",
    action: "create",
    schema: contactMessageSchema,
    input,
    async apply(tx, data) {
      // Serializes concurrent sends from one IP, so a burst cannot slip past the count.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${RATE_LIMIT_LOCK}::int4, hashtext(${ipHash}))`;
      const recent = await tx.contactMessage.count({ where: { ipHash, createdAt: { gt: new Date(now.getTime() - RATE_LIMIT.windowMs) } } });
      if (recent >= RATE_LIMIT.max) return refuse("rateLimited");
      const created = await tx.contactMessage.create({ data: { ...data, ipHash, createdAt: now }, select: { id: true } });
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
  { refresh, now = new Date(), db }: { refresh: CacheRefresh; now?: Date; db?: PrismaClient },
): Promise<ContactResult> {
  if (input[HONEYPOT_FIELD]?.trim()) return { status: "sent" };
  const parsed = contactMessageSchema.safeParse(input);
  if (!parsed.success) return { status: "invalid", fieldErrors: contactFieldErrors(parsed.error) };
  const result = await write(VISITOR, createContactMessage(input, hashIp(ip), now), { refresh, db });
  if (result.ok) return { status: "sent" };
  if (result.error === "rateLimited") return { status: "rateLimited" };
  throw new Error(`The contact message was refused: ${result.error}`);
}
