import { systemActor } from "@/lib/auth/actor";
import { auditRetentionDays, pruneAuditLog } from "@/lib/audit-log/prune";
import { deleteExpiredContactMessages } from "@/lib/contact-messages/mutations";
import { refreshOutsideNext } from "@/lib/database/cache-refresh";
import { write } from "@/lib/database/write";
import { createPrismaClient } from "@/lib/db";
import { requireDatabaseUrl, runCli } from "./cli";

/**
 * `npm run messages:prune`: deletes contact messages older than the 2 years the privacy page promises,
 * and audit log entries older than AUDIT_RETENTION_DAYS (2 years unless set). Schedule it daily.
 */
runCli(async () => {
  const retentionDays = auditRetentionDays();
  const db = createPrismaClient(requireDatabaseUrl());
  try {
    const result = await write(systemActor("messages:prune"), deleteExpiredContactMessages(), {
      refresh: refreshOutsideNext,
      db,
    });
    if (!result.ok) throw new Error(`Messages could not be pruned: ${result.error}`);
    console.log(`Deleted ${result.value.deleted} message(s) older than 2 years.`);
    const pruned = await pruneAuditLog(db, retentionDays);
    console.log(`Deleted ${pruned} audit log entr${pruned === 1 ? "y" : "ies"} older than ${retentionDays} days.`);
  } finally {
    await db.$disconnect();
  }
});
