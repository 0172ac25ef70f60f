import type { Actor } from "@/lib/auth/actor";
import { admit, withHeaders, type ApiContext } from "./endpoint";
import { requireOwnOrigin } from "./authenticate";
import { ApiError, requestErrors } from "./errors";
import { readBytes } from "./request";
import { apiHandler } from "./respond";

/**
 * Writes that are not one JSON body through one operation (writeEndpoint's): an upload's multipart
 * form, a delete that answers its refusal in its own words. Each is still authorized as every write
 * is: credentials (401), the caller's request limit (429), the origin of a cookie write (403).
 */
export function credentialedWrite<Params>(
  context: ApiContext,
  handle: (input: { params: Params; actor: Actor; request: Request }) => Promise<Response>,
) {
  return apiHandler<Params>(async (request, params) => {
    const { caller, limitHeaders } = await admit(context, request);
    return withHeaders(limitHeaders, async () => {
      const actor = caller.actor;
      if (!actor) throw requestErrors.unauthenticated();
      requireOwnOrigin(request, caller);
      return handle({ params, actor, request });
    });
  });
}

/**
 * A write whose body is a multipart form (an upload): as any write, then the form: 415 if not
 * multipart, 413 past `limit` bytes (by its Content-Length, or counted as it arrives: it may be
 * absent or lie), the same limit the server entry applies to the path (lib/site/action-body.mjs).
 */
export function multipartEndpoint<Params>(
  context: ApiContext,
  limit: number,
  handle: (input: { form: FormData; params: Params; actor: Actor }) => Promise<Response>,
) {
  return credentialedWrite<Params>(context, async ({ params, actor, request }) =>
    handle({ form: await multipartForm(request, limit), params, actor }),
  );
}

async function multipartForm(request: Request, limit: number): Promise<FormData> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\b/i.test(contentType))
    throw new ApiError(415, "unsupportedMediaType", "Send the file as multipart/form-data, in a field named file.");
  if (Number(request.headers.get("content-length")) > limit) throw requestErrors.tooLarge(limit);
  const bytes = await readBytes(request, limit);
  try {
    return await new Response(bytes, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new ApiError(400, "malformedBody", "The multipart body could not be read.");
  }
}
