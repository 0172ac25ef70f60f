import { decode } from "next-auth/jwt";
import { cookieValue } from "./cookies";
import { isSessionExpired } from "./session-expiry";

/** next-auth's session cookie: "__Secure-" prefixed over HTTPS. */
export const SESSION_COOKIES = ["__Secure-next-auth.session-token", "next-auth.session-token"];

/**
 * A session cookie's signed claims while they are within 24 hours of their login, else null. The
 * signature alone: whether the server still holds the session is getAdminSession's question.
 */
export async function readSessionToken(raw: string | undefined): Promise<{ email: string; sessionId: string } | null> {
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
  return { email, sessionId };
}

/** The session cookie's value a request carries (the Secure-prefixed name first), from its Cookie header. */
export function sessionCookieOf(request: Request): string | undefined {
  return cookieValue(request.headers.get("cookie"), SESSION_COOKIES);
}
