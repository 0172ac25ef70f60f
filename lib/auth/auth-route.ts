import { requestErrors } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { siteUrl } from "@/lib/site/url";
import { adminOfSessionCookie } from "./admin-sessions";
import { deviceOf, deviceSetCookie, deviceTokenOf, newDeviceToken } from "./device-cookie";
import { authSecret } from "./secret";
import { SESSION_COOKIES, sessionCookieOf } from "./session-token";

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
    if (cookie && !(await adminOfSessionCookie(db, cookie)))
      return Response.json({}, { headers: { "Cache-Control": "no-store" } });
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

/**
 * A browser that just signed in is given its device cookie (lib/auth/device-cookie.ts), unless it
 * holds one for this e-mail already: from now on its failed attempts count against it alone.
 */
export function devicesRemembered(handler: Handler): Handler {
  return async (request, context) => {
    const { nextauth } = await context.params;
    if (request.method !== "POST" || nextauth.join("/") !== "callback/credentials") return handler(request, context);
    const email = new URLSearchParams(await request.clone().text()).get("email")?.trim().toLowerCase();
    const response = await handler(request, context);
    if (!email || !signedIn(response) || deviceOf(deviceTokenOf(request.headers.get("cookie")), email, authSecret()))
      return response;
    response.headers.append(
      "Set-Cookie",
      deviceSetCookie(newDeviceToken(email, authSecret()), siteUrl().protocol === "https:"),
    );
    return response;
  };
}

/** Whether next-auth's answer starts a session (it sets a non-empty session cookie). */
const signedIn = (response: Response) =>
  response.headers
    .getSetCookie()
    .some((cookie) => SESSION_COOKIES.some((name) => cookie.startsWith(`${name}=`) && !cookie.startsWith(`${name}=;`)));
