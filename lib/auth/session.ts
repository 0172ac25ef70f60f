import { cookies } from "next/headers";
import { decode } from "next-auth/jwt";
import { db } from "@/lib/db";
import { isSessionExpired } from "./session-expiry";

export interface AdminSession {
  email: string;
}

/** next-auth's session cookie: "__Secure-" prefixed over HTTPS. */
const SESSION_COOKIES = ["__Secure-next-auth.session-token", "next-auth.session-token"];

/**
 * The one authorization check: every admin page, server action and route handler calls it first.
 * It reads next-auth's session token itself, so that a session counts only within 24 hours of its
 * login (next-auth would roll it forward) and while its administrator still exists.
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
  if (!email || isSessionExpired(token?.loginAt as number | undefined)) return null;
  const admin = await db.adminUser.findUnique({ where: { email }, select: { email: true } });
  return admin ? { email: admin.email } : null;
}
