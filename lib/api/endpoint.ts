import type { z } from "zod";
import type { Actor } from "@/lib/auth/actor";
import { write, type WriteContext, type WriteOperation, type WriteResult } from "@/lib/database/write";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { authenticate, requireOwnOrigin } from "./authenticate";
import { refuseUnknownFields } from "./body";
import { ApiError, requestErrors, writeRefusal } from "./errors";
import { enforceRateLimit, type RateLimits } from "./rate-limit";
import { readJsonBody } from "./request";
import { apiHandler } from "./respond";

/**
 * What the API's handlers run against: the database, how a committed write expires the cache, and
 * each caller's request limits (null: none). The app's route files pass Next's
 * (lib/api/next-context.ts); tests pass their schema's client, a recording refresh and their limits.
 */
export interface ApiContext extends WriteContext {
  db: PrismaClient;
  rateLimits: RateLimits | null;
}

/** Who asks, charged to their request limit (429 over it): the first step of every endpoint. */
export async function admit(context: ApiContext, request: Request) {
  const caller = await authenticate(request, context.db);
  const limitHeaders = await enforceRateLimit(context.db, context.rateLimits, caller, request);
  return { caller, limitHeaders };
}

/** Every answer to a counted request says what is left of the limit, a refusal too. */
export async function withHeaders(
  headers: Record<string, string>,
  answer: () => Promise<Response> | Response,
): Promise<Response> {
  try {
    const response = await answer();
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  } catch (error) {
    throw error instanceof ApiError
      ? new ApiError(error.status, error.code, error.message, error.fields, { ...headers, ...error.headers })
      : error;
  }
}

/** A read: anonymous callers see active items only, so the handler is told who asks. */
export function readEndpoint<Params>(
  context: ApiContext,
  read: (input: { request: Request; params: Params; actor: Actor | null }) => Promise<Response>,
) {
  return apiHandler<Params>(async (request, params) => {
    const { caller, limitHeaders } = await admit(context, request);
    return withHeaders(limitHeaders, () => read({ request, params, actor: caller.actor }));
  });
}

export interface WriteEndpoint<Params, Schema extends z.ZodType, Value> {
  /** Whether the request carries a JSON body (a DELETE does not). */
  body: boolean;
  /**
   * The entity's operation for this request; may throw an ApiError (an id in the path that names
   * nothing) and may read first (whether the path's language exists); a DELETE's query names its row where it has no id.
   */
  operation(input: {
    body: unknown;
    params: Params;
    request: Request;
  }): WriteOperation<Schema, Value> | Promise<WriteOperation<Schema, Value>>;
  /** The answer to a committed write. */
  respond(result: Extract<WriteResult<Value>, { ok: true }>): Promise<Response> | Response;
}

/**
 * A write: credentials (401 without), the caller's request limit (429), the origin of a cookie write (403), the JSON body (415, 413,
 * 400), then the entity's operation through the one write path with its schema made strict, and
 * each refusal as its status. An endpoint only names its operation and its answer.
 */
export function writeEndpoint<Params, Schema extends z.ZodType, Value>(
  context: ApiContext,
  endpoint: WriteEndpoint<Params, Schema, Value>,
) {
  return apiHandler<Params>(async (request, params) => {
    const { caller, limitHeaders } = await admit(context, request);
    return withHeaders(limitHeaders, async () => {
      const actor = caller.actor;
      if (!actor) throw requestErrors.unauthenticated();
      requireOwnOrigin(request, caller);
      const body = endpoint.body ? await readJsonBody(request) : undefined;
      const operation = refuseUnknownFields(await endpoint.operation({ body, params, request }));
      const result = await write(actor, operation, context);
      if (!result.ok) throw writeRefusal(result.error, result.fieldErrors, actor);
      return endpoint.respond(result);
    });
  });
}
