import { refuse, type WriteOperation } from "@/lib/database/write";
import type { DbTransaction } from "@/lib/db";
import { adminEmailSchema } from "./schema";

/*
 * Deactivating and activating an administrator (npm run admin:deactivate / admin:activate). The
 * refusals are "notFound", "alreadyInactive", "alreadyActive" and "lastActiveAdmin": the firm must
 * never lock itself out of its own panel.
 */

/** "admn": the advisory lock of the active administrators (the test racing two deactivations waits on it). */
export const ACTIVE_ADMINS_LOCK = 0x61646d6e;

/**
 * Deactivations take turns: two at once on the last two active administrators would each see the
 * other still active, and both succeed.
 */
async function lockActiveAdmins(tx: DbTransaction) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${ACTIVE_ADMINS_LOCK}::int4, 0)`;
}

const findAdmin = (tx: DbTransaction, email: string) =>
  tx.adminUser.findUnique({ where: { email }, select: { id: true, deactivatedAt: true } });

/** Ends every session of the administrator in the same transaction: no browser of theirs stays signed in. */
export function deactivateAdminUserOperation(input: {
  email: string;
}): WriteOperation<typeof adminEmailSchema, { email: string; endedSessions: number }> {
  return {
    entity: "adminUser",
    action: "update",
    schema: adminEmailSchema,
    input,
    async apply(tx, { email }) {
      await lockActiveAdmins(tx);
      const admin = await findAdmin(tx, email);
      if (!admin) return refuse("notFound");
      if (admin.deactivatedAt) return refuse("alreadyInactive");
      if ((await tx.adminUser.count({ where: { deactivatedAt: null } })) <= 1) return refuse("lastActiveAdmin");
      await tx.adminUser.update({ where: { id: admin.id }, data: { deactivatedAt: new Date() } });
      const ended = await tx.adminSession.deleteMany({ where: { adminUserId: admin.id } });
      return { id: admin.id, value: { email, endedSessions: ended.count }, languages: [], tags: [] };
    },
  };
}

/** The administrator signs in again with their password, in a new session. */
export function activateAdminUserOperation(input: {
  email: string;
}): WriteOperation<typeof adminEmailSchema, { email: string }> {
  return {
    entity: "adminUser",
    action: "update",
    schema: adminEmailSchema,
    input,
    async apply(tx, { email }) {
      const admin = await findAdmin(tx, email);
      if (!admin) return refuse("notFound");
      if (!admin.deactivatedAt) return refuse("alreadyActive");
      await tx.adminUser.update({ where: { id: admin.id }, data: { deactivatedAt: null } });
      // A session row that slipped in while inactive (a sign-in racing the deactivation) must not come alive now.
      await tx.adminSession.deleteMany({ where: { adminUserId: admin.id } });
      return { id: admin.id, value: { email }, languages: [], tags: [] };
    },
  };
}
