import { db } from "@/lib/db";
import { adminOfSessionCookie } from "./admin-sessions";
import { sessionCookieOf } from "./session-token";

type Handler = (request: Request, context: { params: Promise<{ nextauth: string[] }> }) => Promise<Response>;

/**
 * next-auth's own session endpoint (GET /api/auth/session) trusts a signed cookie until it expires,
 * and answers it with the user and a fresh cookie. The server's session record decides instead, as
 * for pages, actions and the API: a cookie whose session ended (logout, a deactivated administrator)
 * gets the answer of no session, and no cookie.
 */
export function endedSessionsRefused(handler: Handler): Handler {
  return async (request, context) => {
    const { nextauth } = await context.params;
    const asksSession = request.method === "GET" && nextauth.length === 1 && nextauth[0] === "session";
    const cookie = asksSession ? sessionCookieOf(request) : undefined;
    if (cookie && !(await adminOfSessionCookie(db, cookie))) return Response.json({}, { headers: { "Cache-Control": "no-store" } });
    return handler(request, context);
  };
}
