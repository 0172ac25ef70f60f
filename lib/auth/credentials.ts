import { randomBytes } from "node:crypto";
import { hashPassword, verifyPassword } from "@/lib/admin-users";
import { hashIp } from "@/lib/client-ip";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { isLockedOut, recordLoginFailure } from "./throttle";

export type SignInOutcome = { ok: true; admin: { id: number; email: string } } | { ok: false; reason: "invalid" | "locked" };

// Compared against when the e-mail names no admin, so both wrong e-mail and wrong password cost
// one bcrypt comparison and nobody learns from the timing which e-mails exist.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword(randomBytes(16).toString("hex")));

/** The whole credentials check of the sign-in: limits first, then e-mail and password. */
export async function checkCredentials(
  db: PrismaClient,
  input: { email?: string; password?: string },
  ip: string,
  now = new Date(),
): Promise<SignInOutcome> {
  const email = (input.email ?? "").trim().toLowerCase();
  const password = input.password ?? "";
  if (!email || !password) return { ok: false, reason: "invalid" };
  const ipHash = hashIp(ip);
  if (await isLockedOut(db, email, ipHash, now)) return { ok: false, reason: "locked" };
  const admin = await db.adminUser.findUnique({ where: { email } });
  const matches = await verifyPassword(password, admin?.passwordHash ?? (await decoy()));
  if (!admin || !matches) {
    await recordLoginFailure(db, email, ipHash, now);
    return { ok: false, reason: "invalid" };
  }
  await db.adminUser.update({ where: { id: admin.id }, data: { lastLoginAt: now } });
  return { ok: true, admin: { id: admin.id, email: admin.email } };
}
