import type { PrismaClient } from "@/lib/generated/prisma/client";

/**
 * Brute-force limits of the admin sign-in: 5 failures for one e-mail, or 20 from one IP, within
 * 15 minutes lock that e-mail or IP out for 15 minutes. Kept in the database, so they hold across
 * restarts and instances.
 */
export const LOGIN_LIMITS = { windowMs: 15 * 60_000, lockMs: 15 * 60_000, perEmail: 5, perIp: 20 } as const;

const emailKey = (email: string) => `email:${email}`;
const ipKey = (ipHash: string) => `ip:${ipHash}`;

export async function isLockedOut(db: PrismaClient, email: string, ipHash: string, now: Date): Promise<boolean> {
  const lock = await db.loginLock.findFirst({ where: { key: { in: [emailKey(email), ipKey(ipHash)] }, lockedUntil: { gt: now } } });
  return lock !== null;
}

/** Records one failure and locks the e-mail or the IP when it reaches its limit. */
export async function recordLoginFailure(db: PrismaClient, email: string, ipHash: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - LOGIN_LIMITS.windowMs);
  const lockedUntil = new Date(now.getTime() + LOGIN_LIMITS.lockMs);
  await db.$transaction(async (tx) => {
    await tx.loginFailure.create({ data: { email, ipHash, createdAt: now } });
    const [byEmail, byIp] = await Promise.all([
      tx.loginFailure.count({ where: { email, createdAt: { gt: since } } }),
      tx.loginFailure.count({ where: { ipHash, createdAt: { gt: since } } }),
    ]);
    const keys = [...(byEmail >= LOGIN_LIMITS.perEmail ? [emailKey(email)] : []), ...(byIp >= LOGIN_LIMITS.perIp ? [ipKey(ipHash)] : [])];
    for (const key of keys) {
      await tx.loginLock.upsert({ where: { key }, create: { key, lockedUntil }, update: { lockedUntil } });
    }
  });
}
