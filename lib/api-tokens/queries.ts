import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { ApiTokenSummary } from "./schema";
import { hashApiToken, looksLikeApiToken } from "./secret";

export function listApiTokens(db: PrismaClient): Promise<ApiTokenSummary[]> {
  return db.apiToken.findMany({
    orderBy: { id: "asc" },
    select: { name: true, createdAt: true, lastUsedAt: true, revokedAt: true },
  });
}

/**
 * The name of the live token a request presents, or null (unknown or revoked). Stamps its last use;
 * that is bookkeeping, not a change anyone shows, so it bypasses the write path (like a sign-in's
 * lastLoginAt) and costs one statement.
 */
export async function authenticateApiToken(db: PrismaClient, token: string, now = new Date()): Promise<string | null> {
  if (!looksLikeApiToken(token)) return null;
  const used = await db.apiToken.updateManyAndReturn({
    where: { tokenHash: hashApiToken(token), revokedAt: null },
    data: { lastUsedAt: now },
    select: { name: true },
  });
  return used[0]?.name ?? null;
}
