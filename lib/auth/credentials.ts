import { randomBytes } from "node:crypto";
import { hashPassword, verifyPassword, type PasswordVerifier } from "@/lib/admin-users/password";
import { findAdminUserByEmail } from "@/lib/admin-users/queries";
import { hashIp, UNKNOWN_IP } from "@/lib/auth/client-ip";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { AUDIT_ACTIONS, recordAudit } from "@/lib/audit-log/record";
import { deviceOf } from "./device-cookie";
import { authSecret } from "./secret";
import { claimLoginAttempt, forgiveAttempt, pruneLoginFailures } from "./throttle";

export type SignInOutcome =
  { ok: true; admin: { id: number; email: string } } | { ok: false; reason: "invalid" | "locked" };

/** Longer input is no credential of ours; refusing it early keeps huge strings out of bcrypt and the index. */
export const CREDENTIAL_LIMITS = { email: 254, password: 1024 } as const;

// Compared against when the e-mail names no admin, so both wrong e-mail and wrong password cost
// one bcrypt comparison and nobody learns from the timing which e-mails exist. Made at load, so
// the first unknown e-mail is not slower than the rest.
const decoyHash = hashPassword(randomBytes(16).toString("hex"));
decoyHash.catch(() => undefined);

/**
 * The whole credentials check of the sign-in: limits first, then e-mail and password. `deviceToken`
 * is the browser's device cookie (lib/auth/device-cookie.ts), when it sent one; `userAgent` its
 * device as the audit log names it. Every sign-in and failed sign-in is logged with the address and
 * device, a failed one under the e-mail typed (never the password). Whatever throws
 * (the database, the password check) rejects the promise: the caller answers it with no session.
 */
export async function checkCredentials(
  db: PrismaClient,
  input: { email?: string; password?: string; userAgent?: string | null },
  ip: string,
  now = new Date(),
  deviceToken?: string,
  verify: PasswordVerifier = verifyPassword,
): Promise<SignInOutcome> {
  const outcome = await checkedCredentials(db, input, ip, now, deviceToken, verify);
  const typed = (input.email ?? "").trim().toLowerCase().slice(0, CREDENTIAL_LIMITS.email);
  await recordAudit(db, {
    actor: outcome.ok ? { kind: "admin", email: outcome.admin.email } : typed,
    action: outcome.ok ? AUDIT_ACTIONS.signIn : AUDIT_ACTIONS.signInFailed,
    details: outcome.ok ? {} : { reason: outcome.reason },
    ipAddress: ip === UNKNOWN_IP ? "" : ip,
    userAgent: input.userAgent,
  });
  return outcome;
}

async function checkedCredentials(
  db: PrismaClient,
  input: { email?: string; password?: string },
  ip: string,
  now: Date,
  deviceToken: string | undefined,
  verify: PasswordVerifier,
): Promise<SignInOutcome> {
  const email = (input.email ?? "").trim().toLowerCase();
  const password = input.password ?? "";
  if (!email || !password || email.length > CREDENTIAL_LIMITS.email || password.length > CREDENTIAL_LIMITS.password)
    return { ok: false, reason: "invalid" };
  const attempter = {
    email,
    ipHash: ip === UNKNOWN_IP ? null : hashIp(ip),
    deviceId: deviceOf(deviceToken, email, authSecret()),
  };
  const attempt = await claimLoginAttempt(db, attempter, now);
  if (!attempt) return { ok: false, reason: "locked" };
  const admin = await findAdminUserByEmail(db, email);
  const matches = await verify(password, admin?.passwordHash ?? (await decoyHash));
  // A deactivated administrator is told what a wrong password is told, after the same work: nobody
  // learns from the answer or its time that the account exists.
  if (!admin || admin.deactivatedAt || !matches) return { ok: false, reason: "invalid" };
  await forgiveAttempt(db, attempt.attemptId, attempter, now);
  await pruneLoginFailures(db, now);
  await db.adminUser.update({ where: { id: admin.id }, data: { lastLoginAt: now } });
  return { ok: true, admin: { id: admin.id, email: admin.email } };
}
