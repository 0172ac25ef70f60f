import { isDatabaseUnavailableError } from "@/lib/database/connection";
import { databaseUnreachable } from "@/lib/site/database-state.mjs";
import { ApiError, requestErrors } from "./errors";

/** Every API answer is the caller's own (it may depend on who asks): never stored by a cache on the way. */
export const NO_STORE = { "Cache-Control": "no-store" } as const;

export function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: NO_STORE });
}

/** The second argument Next passes a route handler: the dynamic segments of its path. */
export interface RouteContext<Params> {
  params: Promise<Params>;
}

/**
 * Wraps a route handler: a refusal (ApiError) is answered as such; a failure for want of the
 * database (it refuses, is silent, or is known to be away) is 503 with Retry-After, a read's or a
 * write's alike: nothing was written, and the same request may succeed later; anything else is a
 * fault of ours, logged and answered 500 with nothing of the fault in it. Client input reaches only refusals.
 */
export function apiHandler<Params>(handle: (request: Request, params: Params) => Promise<Response>) {
  return async (request: Request, context: RouteContext<Params>): Promise<Response> => {
    try {
      return await handle(request, await context.params);
    } catch (error) {
      if (error instanceof ApiError) return error.toResponse();
      if (isDatabaseUnavailableError(error) || databaseUnreachable()) {
        console.error(`API ${request.method} ${new URL(request.url).pathname}: the database is unavailable`);
        return requestErrors.databaseUnavailable().toResponse();
      }
      console.error(`API ${request.method} ${new URL(request.url).pathname} failed`, error);
      return new ApiError(500, "internal", "The server failed to answer; the failure is logged.").toResponse();
    }
  };
}
