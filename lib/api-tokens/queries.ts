import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { ApiTokenSummary } from "./schema";
import { hashApiToken, looksLikeApiToken } from "./secret";

export function listApiTokens(db: PrismaClient): Promise<ApiTokenSummary[]> {
  return db.apiToken.findMany({
    orderBy: { id: "asc" },
    select: { name: true, createdAt: true, lastUsedAt: true, revokedAt: true },
  });
}

/** How precisely a token's last use is kept: a busy client writes its stamp once a minute, not once a request. */
export const LAST_USE_PRECISION_MS = 60_000;

/**
 * The name of the live token a request presents, or null (unknown or revoked): one read. Stamps its
 * last use when the stamp is older than LAST_USE_PRECISION_MS; that is bookkeeping, not a change
 * anyone shows, so it bypasses the write path (like a sign-in's lastLoginAt).
 */
export async function authenticateApiToken(db: PrismaClient, token: string, now = new Date()): Promise<string | null> {
  if (!looksLikeApiToken(token)) return null;
  const found = await db.apiToken.findUnique({
    where: { tokenHash: hashApiToken(token) },
    select: { id: true, name: true, revokedAt: true, lastUsedAt: true },
  });
  if (!found || found.revokedAt) return null;
  if (!found.lastUsedAt || now.getTime() - found.lastUsedAt.getTime() >= LAST_USE_PRECISION_MS)
    await db.apiToken.updateMany({ where: { id: found.id, revokedAt: null }, data: { lastUsedAt: now } });
  return found.name;
}
