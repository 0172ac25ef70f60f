import type { PrismaClient } from "@/lib/generated/prisma/client";
import { readServerEnv } from "@/lib/env";

const DAY_MS = 24 * 60 * 60 * 1000;

/** AUDIT_RETENTION_DAYS (lib/env.ts): two years unless set. */
export const auditRetentionDays = (env: Record<string, string | undefined> = process.env): number =>
  readServerEnv(env).AUDIT_RETENTION_DAYS;

/** Deletes the entries older than the retention (whole days before `now`); returns how many. */
export async function pruneAuditLog(db: PrismaClient, retentionDays: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  const { count } = await db.auditEntry.deleteMany({ where: { createdAt: { lt: cutoff } } });
  return count;
}
