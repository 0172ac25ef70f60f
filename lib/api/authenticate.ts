import type { Actor } from "@/lib/auth/actor";
import { adminOfSessionCookie } from "@/lib/auth/admin-sessions";
import { sessionCookieOf } from "@/lib/auth/session-token";
import { authenticateApiToken } from "@/lib/api-tokens/queries";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { siteUrl } from "@/lib/site/url";
import { recordTokenUse } from "@/lib/audit-log/request-entries";
import { requestErrors } from "./errors";

/**
 * Who sends an API request, and how they proved it (a cookie write must also pass the origin check).
 * "unknownToken" is a request whose Authorization header names no live token: the rate limit charges
 * it to its address and refuses it (lib/api/rate-limit.ts, `enforceRateLimit`), never as anonymous.
 */
export type Caller =
  { actor: Actor; via: "token" | "session" } | { actor: null; via: "anonymous" } | { actor: null; via: "unknownToken" };

const ANONYMOUS: Caller = { actor: null, via: "anonymous" };
const UNKNOWN_TOKEN: Caller = { actor: null, via: "unknownToken" };

/**
 * The caller of a request: a bearer token when the request sends an Authorization header (an
 * unknown, revoked or malformed one is "unknownToken": 401, never anonymous, so a broken client is
 * told), else the admin session cookie, else anonymous (a stale cookie only reads what the public reads).
 */
export async function authenticate(request: Request, db: PrismaClient): Promise<Caller> {
  const authorization = request.headers.get("authorization");
  if (authorization !== null) {
    const [scheme, token, ...extra] = authorization.trim().split(/\s+/);
    if (scheme?.toLowerCase() !== "bearer" || !token || extra.length > 0) return UNKNOWN_TOKEN;
    const name = await authenticateApiToken(db, token);
    if (!name) return UNKNOWN_TOKEN;
    const actor: Actor = { kind: "apiToken", name };
    // What a token did is accountable like an administrator's act: every request it makes is logged.
    await recordTokenUse(db, actor, request);
    return { actor, via: "token" };
  }
  const admin = await adminOfSessionCookie(db, sessionCookieOf(request));
  return admin ? { actor: { kind: "admin", email: admin.email }, via: "session" } : ANONYMOUS;
}

/**
 * A write with the session cookie must come from the site's own pages: a browser attaches the cookie
 * to a request any other site makes it send, and route handlers get no Origin check from Next
 * (server actions do). Its own origin is SITE_URL's, or the one the request was addressed to.
 * A token is never sent by a browser on its own, so a token write needs no such check.
 */
export function requireOwnOrigin(request: Request, caller: Caller): void {
  if (caller.via !== "session") return;
  const origin = request.headers.get("origin");
  const own = [siteUrl().origin, new URL(request.url).origin];
  if (origin !== null ? own.includes(origin) : request.headers.get("sec-fetch-site") === "same-origin") return;
  throw requestErrors.foreignOrigin();
}
