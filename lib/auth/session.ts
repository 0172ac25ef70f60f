import { cookies } from "next/headers";
import { db } from "@/lib/db";
import type { Actor } from "./actor";
import { adminOfSessionCookie } from "./admin-sessions";
import { SESSION_COOKIES } from "./session-token";

export interface AdminSession {
  email: string;
  /** The server's record of this sign-in (AdminSession.id): the one a password change keeps. */
  sessionId: string;
}

/**
 * The one authorization check: every admin page, server action and route handler calls it first.
 * It reads next-auth's session token itself, so that a session counts only within 24 hours of its
 * login (next-auth would roll it forward) and while the server still holds that session (logout ends it).
 */
export async function getAdminSession(): Promise<AdminSession | null> {
  const jar = await cookies();
  return adminOfSessionCookie(db, SESSION_COOKIES.map((name) => jar.get(name)?.value).find(Boolean));
}

/** The signed-in administrator of this request as the write path's actor, or null. */
export async function adminActor(): Promise<Actor | null> {
  const session = await getAdminSession();
  return session ? { kind: "admin", email: session.email } : null;
}
