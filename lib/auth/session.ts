import { cookies } from "next/headers";
import { decode } from "next-auth/jwt";
import { db } from "@/lib/db";
import type { Actor } from "./actor";
import { findAdminSessionEmail } from "./admin-sessions";
import { isSessionExpired } from "./session-expiry";

export interface AdminSession {
  email: string;
}

/** next-auth's session cookie: "__Secure-" prefixed over HTTPS. */
const SESSION_COOKIES = ["__Secure-next-auth.session-token", "next-auth.session-token"];

/**
 * The one authorization check: every admin page, server action and route handler calls it first.
 * It reads next-auth's session token itself, so that a session counts only within 24 hours of its
 * login (next-auth would roll it forward) and while the server still holds that session (logout ends it).
 */
export async function getAdminSession(): Promise<AdminSession | null> {
  const jar = await cookies();
  const raw = SESSION_COOKIES.map((name) => jar.get(name)?.value).find(Boolean);
  const secret = process.env.AUTH_SECRET;
  if (!raw || !secret) return null;
  let token;
  try {
    token = await decode({ token: raw, secret });
  } catch {
    return null;
  }
  const email = typeof token?.email === "string" ? token.email : null;
  const sessionId = typeof token?.sid === "string" ? token.sid : null;
  if (!email || !sessionId || isSessionExpired(token?.loginAt as number | undefined)) return null;
  // The server's record decides: logout deleted it, and it dies with its administrator.
  return (await findAdminSessionEmail(db, sessionId)) === email ? { email } : null;
}

/** The signed-in administrator of this request as the write path's actor, or null. */
export async function adminActor(): Promise<Actor | null> {
  const session = await getAdminSession();
  return session ? { kind: "admin", email: session.email } : null;
}
