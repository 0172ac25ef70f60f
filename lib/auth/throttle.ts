import { TRANSACTION_LIMITS, type DbTransaction as Transaction } from "@/lib/db";
import type { PrismaClient } from "@/lib/generated/prisma/client";

/**
 * Brute-force limits of the admin sign-in: 5 failures for one e-mail, or 20 from one IP, within
 * 15 minutes lock that e-mail or IP out for 15 minutes (5 from a known browser lock that browser). Kept in the database, so they hold across
 * restarts and instances.
 *
 * An attempt is counted before its password is checked, under a lock per e-mail and per IP, so a
 * burst of parallel guesses cannot all pass the check while the first ones are still hashing. A
 * successful attempt is then taken back out of the count.
 */
export const LOGIN_LIMITS = {
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
  perEmail: 5,
  perIp: 20,
  perDevice: 5,
} as const;

const emailKey = (email: string) => `email:${email}`;
const ipKey = (ipHash: string) => `ip:${ipHash}`;
const deviceKey = (deviceId: string) => `device:${deviceId}`;

/**
 * The hashed client address, or null when it is unknown: the clients with no known address are not
 * one client, and one bucket for all of them would let anybody lock everybody out.
 */
export type ClientKey = string | null;

/**
 * Who tries to sign in: the e-mail, the client's address, and the browser when it signed in as
 * this e-mail before (its device cookie, lib/auth/device-cookie.ts). A known browser has a counter
 * and a lock of its own; the e-mail's and the address's count unknown browsers only, so guesses made
 * elsewhere never lock the administrator out of their usual browser (OWASP's device cookies).
 */
export interface Attempter {
  email: string;
  ipHash: ClientKey;
  deviceId: string | null;
}

/**
 * The current password typed into the admin's change-password form is a guess like a sign-in's: a
 * stolen session must not test passwords there without limit. Its guesses are counted per
 * administrator as a browser known to that account is (`perDevice` within the window, then the lock),
 * under a counter of their own that a sign-in never reaches (a device cookie's id is random).
 */
export const passwordCheckAttempter = (email: string): Attempter => ({
  email,
  ipHash: null,
  deviceId: `password-change:${email}`,
});

const THROTTLE_LOCK = 0x6c6f6769; // "logi": advisory-lock namespace of the sign-in counters

/** The counters an attempt is charged to, in the order they are locked (always the same, so two attempts never deadlock). */
function keysOf({ email, ipHash, deviceId }: Attempter): string[] {
  if (deviceId) return [deviceKey(deviceId)];
  return [emailKey(email), ...(ipHash ? [ipKey(ipHash)] : [])];
}

async function lockCounters(tx: Transaction, attempter: Attempter) {
  for (const key of keysOf(attempter))
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${THROTTLE_LOCK}::int4, hashtext(${key}))`;
}

/** The attempter's keys whose recent failures have reached their limit. */
async function keysAtLimit(tx: Transaction, { email, ipHash, deviceId }: Attempter, now: Date): Promise<string[]> {
  const createdAt = { gt: new Date(now.getTime() - LOGIN_LIMITS.windowMs) };
  if (deviceId) {
    const byDevice = await tx.loginFailure.count({ where: { deviceId, createdAt } });
    return byDevice >= LOGIN_LIMITS.perDevice ? [deviceKey(deviceId)] : [];
  }
  const byEmail = await tx.loginFailure.count({ where: { email, deviceId: null, createdAt } });
  const byIp = ipHash ? await tx.loginFailure.count({ where: { ipHash, deviceId: null, createdAt } }) : 0;
  return [
    ...(byEmail >= LOGIN_LIMITS.perEmail ? [emailKey(email)] : []),
    ...(ipHash && byIp >= LOGIN_LIMITS.perIp ? [ipKey(ipHash)] : []),
  ];
}

/**
 * Counts one attempt, as a failure until `forgiveAttempt` says otherwise, and locks what reached its
 * limit. Null when one of the attempter's counters is locked already: the attempt is refused.
 */
export async function claimLoginAttempt(
  db: PrismaClient,
  attempter: Attempter,
  now: Date,
): Promise<{ attemptId: number } | null> {
  const lockedUntil = new Date(now.getTime() + LOGIN_LIMITS.lockMs);
  return db.$transaction(async (tx) => {
    await lockCounters(tx, attempter);
    const lock = await tx.loginLock.findFirst({ where: { key: { in: keysOf(attempter) }, lockedUntil: { gt: now } } });
    if (lock) return null;
    const { email, ipHash, deviceId } = attempter;
    const attempt = await tx.loginFailure.create({
      data: { email, ipHash: ipHash ?? "", deviceId, createdAt: now },
      select: { id: true },
    });
    for (const key of await keysAtLimit(tx, attempter, now))
      await tx.loginLock.upsert({ where: { key }, create: { key, lockedUntil }, update: { lockedUntil } });
    return { attemptId: attempt.id };
  }, TRANSACTION_LIMITS);
}

/** The attempt succeeded: it is no failure, and a lock it alone brought about is lifted. */
export async function forgiveAttempt(
  db: PrismaClient,
  attemptId: number,
  attempter: Attempter,
  now: Date,
): Promise<void> {
  await db.$transaction(async (tx) => {
    await lockCounters(tx, attempter);
    await tx.loginFailure.deleteMany({ where: { id: attemptId } });
    const atLimit = await keysAtLimit(tx, attempter, now);
    await tx.loginLock.deleteMany({
      where: { key: { in: keysOf(attempter).filter((key) => !atLimit.includes(key)) } },
    });
  }, TRANSACTION_LIMITS);
}

/** Failures older than the window count for nothing: removed so the table does not grow forever. */
export async function pruneLoginFailures(db: PrismaClient, now: Date): Promise<void> {
  await db.loginFailure.deleteMany({ where: { createdAt: { lt: new Date(now.getTime() - LOGIN_LIMITS.windowMs) } } });
  await db.loginLock.deleteMany({ where: { lockedUntil: { lt: now } } });
}
