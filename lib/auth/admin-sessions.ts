import { randomBytes } from "node:crypto";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { SESSION_MAX_AGE_MS } from "./session-expiry";
import { readSessionToken } from "./session-token";

/**
 * Sessions the server knows of. The signed cookie alone would stay valid until it expires, even
 * after logout if someone had copied it; naming a row here lets logout end it for good.
 */
export async function startAdminSession(db: PrismaClient, adminUserId: number, now = new Date()): Promise<string> {
  const id = randomBytes(32).toString("base64url");
  await db.adminSession.deleteMany({ where: { expiresAt: { lte: now } } });
  await db.adminSession.create({
    data: { id, adminUserId, createdAt: now, expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_MS) },
  });
  return id;
}

/**
 * The e-mail of the administrator whose live session this is, or null (ended, expired, its admin
 * removed or deactivated). Deactivation deletes the sessions; the check holds even if a row remained.
 */
export async function findAdminSessionEmail(
  db: PrismaClient,
  sessionId: string,
  now = new Date(),
): Promise<string | null> {
  const session = await db.adminSession.findUnique({
    where: { id: sessionId },
    select: { expiresAt: true, adminUser: { select: { email: true, deactivatedAt: true } } },
  });
  return session && session.expiresAt > now && !session.adminUser.deactivatedAt ? session.adminUser.email : null;
}

export async function endAdminSession(db: PrismaClient, sessionId: string): Promise<void> {
  await db.adminSession.deleteMany({ where: { id: sessionId } });
}

/**
 * The administrator a session cookie's value signs in, or null: its claims within 24 hours of their
 * login (next-auth would roll them forward), and the server still holding that session (logout ends it).
 */
export async function adminOfSessionCookie(
  db: PrismaClient,
  raw: string | undefined,
): Promise<{ email: string; sessionId: string } | null> {
  const token = await readSessionToken(raw);
  if (!token) return null;
  // The server's record decides: logout deleted it, and it dies with its administrator.
  return (await findAdminSessionEmail(db, token.sessionId)) === token.email
    ? { email: token.email, sessionId: token.sessionId }
    : null;
}
