import type { Actor } from "@/lib/auth/actor";
import { describeActor } from "@/lib/auth/actor";
import type { DbTransaction } from "@/lib/db";
import type { PrismaClient } from "@/lib/generated/prisma/client";

/** The kinds of entry besides a write's own action ("create", "update", ...). */
export const AUDIT_ACTIONS = {
  signIn: "signIn",
  signInFailed: "signInFailed",
  passwordChange: "passwordChange",
  export: "export",
  import: "import",
  tokenUse: "tokenUse",
} as const;

/** A device (user agent) string is kept up to this length: enough to tell browsers apart. */
const USER_AGENT_LIMIT = 300;

export interface AuditInput {
  /** An actor, or the already-described one ("admin:…"), or for a failed sign-in the e-mail typed. */
  actor: Actor | string;
  action: string;
  entity?: string;
  entityId?: string;
  revisionId?: number | null;
  details?: Record<string, unknown>;
  ipAddress?: string;
  userAgent?: string | null;
}

type AuditWriter = Pick<PrismaClient, "auditEntry"> | DbTransaction;

/** Adds one entry, in the caller's transaction when given one (a write's entry commits or rolls back with it). */
export async function recordAudit(db: AuditWriter, input: AuditInput): Promise<void> {
  await db.auditEntry.create({
    data: {
      actor: typeof input.actor === "string" ? input.actor : describeActor(input.actor),
      action: input.action,
      entity: input.entity ?? "",
      entityId: input.entityId ?? "",
      revisionId: input.revisionId ?? null,
      details: (input.details ?? {}) as object,
      ipAddress: input.ipAddress ?? "",
      userAgent: (input.userAgent ?? "").slice(0, USER_AGENT_LIMIT),
    },
  });
}

/** Visitors' acts (a contact form) are theirs, not an administrator's, token's or command's: the log leaves them out. */
export const isAccountable = (actor: Actor) => actor.kind !== "visitor";
