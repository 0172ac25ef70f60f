import { requestErrors } from "@/lib/api/errors";
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

/**
 * next-auth reads a JSON body without catching its syntax error, so a broken sign-in body was a 500.
 * It is the client's mistake: 400, with the API's error shape.
 */
export function malformedBodiesRefused(handler: Handler): Handler {
  return async (request, context) => {
    if (request.method === "POST" && request.headers.get("content-type")?.includes("application/json")) {
      try {
        await request.clone().json();
      } catch {
        return requestErrors.malformedJson().toResponse();
      }
    }
    return handler(request, context);
  };
}
