import { TRANSACTION_LIMITS, type DbTransaction as Transaction } from "@/lib/db";
import type { PrismaClient } from "@/lib/generated/prisma/client";

/**
 * Brute-force limits of the admin sign-in: 5 failures for one e-mail, or 20 from one IP, within
 * 15 minutes lock that e-mail or IP out for 15 minutes. Kept in the database, so they hold across
 * restarts and instances.
 *
 * An attempt is counted before its password is checked, under a lock per e-mail and per IP, so a
 * burst of parallel guesses cannot all pass the check while the first ones are still hashing. A
 * successful attempt is then taken back out of the count.
 */
export const LOGIN_LIMITS = { windowMs: 15 * 60_000, lockMs: 15 * 60_000, perEmail: 5, perIp: 20 } as const;

const emailKey = (email: string) => `email:${email}`;
const ipKey = (ipHash: string) => `ip:${ipHash}`;

/**
 * The hashed client address, or null when it is unknown: the clients with no known address are not
 * one client, and one bucket for all of them would let anybody lock everybody out.
 */
export type ClientKey = string | null;
const THROTTLE_LOCK = 0x6c6f6769; // "logi": advisory-lock namespace of the sign-in counters

/** Serializes the attempts of one e-mail and of one IP (always in this order, so two never deadlock). */
async function lockCounters(tx: Transaction, email: string, ipHash: ClientKey) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${THROTTLE_LOCK}::int4, hashtext(${emailKey(email)}))`;
  if (ipHash) await tx.$executeRaw`SELECT pg_advisory_xact_lock(${THROTTLE_LOCK}::int4, hashtext(${ipKey(ipHash)}))`;
}

const lockKeys = (email: string, ipHash: ClientKey) => [emailKey(email), ...(ipHash ? [ipKey(ipHash)] : [])];

/** The e-mail and IP keys whose recent failures have reached their limit. */
async function keysAtLimit(tx: Transaction, email: string, ipHash: ClientKey, now: Date): Promise<string[]> {
  const since = new Date(now.getTime() - LOGIN_LIMITS.windowMs);
  const byEmail = await tx.loginFailure.count({ where: { email, createdAt: { gt: since } } });
  const byIp = ipHash ? await tx.loginFailure.count({ where: { ipHash, createdAt: { gt: since } } }) : 0;
  return [...(byEmail >= LOGIN_LIMITS.perEmail ? [emailKey(email)] : []), ...(ipHash && byIp >= LOGIN_LIMITS.perIp ? [ipKey(ipHash)] : [])];
}

/**
 * Counts one attempt, as a failure until `forgiveAttempt` says otherwise, and locks the e-mail or
 * the IP once it reaches its limit. Null when either is locked already: the attempt is refused.
 */
export async function claimLoginAttempt(db: PrismaClient, email: string, ipHash: ClientKey, now: Date): Promise<{ attemptId: number } | null> {
  const lockedUntil = new Date(now.getTime() + LOGIN_LIMITS.lockMs);
  return db.$transaction(async (tx) => {
    await lockCounters(tx, email, ipHash);
    const lock = await tx.loginLock.findFirst({ where: { key: { in: lockKeys(email, ipHash) }, lockedUntil: { gt: now } } });
    if (lock) return null;
    const attempt = await tx.loginFailure.create({ data: { email, ipHash: ipHash ?? "", createdAt: now }, select: { id: true } });
    for (const key of await keysAtLimit(tx, email, ipHash, now)) await tx.loginLock.upsert({ where: { key }, create: { key, lockedUntil }, update: { lockedUntil } });
    return { attemptId: attempt.id };
  }, TRANSACTION_LIMITS);
}

/** The attempt succeeded: it is no failure, and a lock it alone brought about is lifted. */
export async function forgiveAttempt(db: PrismaClient, attemptId: number, email: string, ipHash: ClientKey, now: Date): Promise<void> {
  await db.$transaction(async (tx) => {
    await lockCounters(tx, email, ipHash);
    await tx.loginFailure.deleteMany({ where: { id: attemptId } });
    const atLimit = await keysAtLimit(tx, email, ipHash, now);
    await tx.loginLock.deleteMany({ where: { key: { in: lockKeys(email, ipHash).filter((key) => !atLimit.includes(key)) } } });
  }, TRANSACTION_LIMITS);
}

/** Failures older than the window count for nothing: removed so the table does not grow forever. */
export async function pruneLoginFailures(db: PrismaClient, now: Date): Promise<void> {
  await db.loginFailure.deleteMany({ where: { createdAt: { lt: new Date(now.getTime() - LOGIN_LIMITS.windowMs) } } });
  await db.loginLock.deleteMany({ where: { lockedUntil: { lt: now } } });
}
