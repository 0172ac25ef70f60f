import { clientIpFrom, hashIp } from "@/lib/auth/client-ip";
import { db } from "@/lib/db";
import {
  contactFieldErrors,
  contactMessageSchema,
  HONEYPOT_FIELD,
  RATE_LIMIT,
  type ContactResult,
  type ContactSubmission,
} from "@/lib/contact-messages/schema";

/*
 * The public contact form's server side: spam defences (honeypot, per-IP rate limit) and the
 * write. The one validation schema, shared with the form, is in lib/contact-messages/schema.ts.
 */
export * from "@/lib/contact-messages/schema";
export { clientIpFrom, hashIp };

/** Advisory lock namespace (first key of the two-key form) for the per-IP check-then-insert. */
const RATE_LIMIT_LOCK = 0x636f6e74; // "cont"

/**
 * Validates and stores one message. A filled honeypot pretends success and stores nothing; the
 * sixth message from one IP within ten minutes is refused. `now` is injectable for tests.
 */
export async function submitContactMessage(input: ContactSubmission, ip: string, now = new Date()): Promise<ContactResult> {
  if (input[HONEYPOT_FIELD]?.trim()) return { status: "sent" };
  const parsed = contactMessageSchema.safeParse(input);
  if (!parsed.success) return { status: "invalid", fieldErrors: contactFieldErrors(parsed.error) };

  const ipHash = hashIp(ip);
  const since = new Date(now.getTime() - RATE_LIMIT.windowMs);
  return db.$transaction(async (tx) => {
    // Serializes concurrent sends from one IP, so a burst cannot slip past the count.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${RATE_LIMIT_LOCK}::int4, hashtext(${ipHash}))`;
    const recent = await tx.contactMessage.count({ where: { ipHash, createdAt: { gt: since } } });
    if (recent >= RATE_LIMIT.max) return { status: "rateLimited" } as const;
    await tx.contactMessage.create({ data: { ...parsed.data, ipHash, createdAt: now } });
    return { status: "sent" } as const;
  });
}
