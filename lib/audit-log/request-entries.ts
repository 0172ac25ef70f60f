import type { Actor } from "@/lib/auth/actor";
import { clientIpFrom, UNKNOWN_IP } from "@/lib/auth/client-ip";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { AUDIT_ACTIONS, recordAudit } from "./record";

/** The client's address and device of a request, as the log keeps them. */
export function clientOf(headers: Pick<Headers, "get">): { ipAddress: string; userAgent: string } {
  const ip = clientIpFrom(headers);
  return { ipAddress: ip === UNKNOWN_IP ? "" : ip, userAgent: headers.get("user-agent") ?? "" };
}

/** Data leaving the site (the inbox's file: visitors' personal data; the site-data export): who took what, as which file. */
export async function recordExport(
  db: Pick<PrismaClient, "auditEntry">,
  actor: Actor,
  what: { entity: string; details: Record<string, unknown> },
  headers?: Pick<Headers, "get">,
): Promise<void> {
  await recordAudit(db, {
    actor,
    action: AUDIT_ACTIONS.export,
    entity: what.entity,
    details: what.details,
    ...(headers ? clientOf(headers) : {}),
  });
}

/** Each request an API token authenticated: its method and path (bounded by the API's rate limit). */
export async function recordTokenUse(
  db: Pick<PrismaClient, "auditEntry">,
  actor: Actor,
  request: Request,
): Promise<void> {
  await recordAudit(db, {
    actor,
    action: AUDIT_ACTIONS.tokenUse,
    details: { method: request.method, path: new URL(request.url).pathname },
    ...clientOf(request.headers),
  });
}
