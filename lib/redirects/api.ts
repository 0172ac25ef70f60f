import { readEndpoint, writeEndpoint, type ApiContext } from "@/lib/api/endpoint";
import { requestErrors } from "@/lib/api/errors";
import { splitBody } from "@/lib/api/body";
import { versionField } from "@/lib/api/fields";
import { pathId } from "@/lib/api/request";
import { json } from "@/lib/api/respond";
import { createRedirect, deleteRedirect, updateRedirect } from "./mutations";
import { findRedirectForApi, findRedirectsForApi } from "./queries";

/**
 * The redirects of the REST API, with an API token or the admin's session:
 * - `GET /api/redirects?q=`: every redirect (newest first), searched in both addresses.
 * - `POST /api/redirects`: `{ fromPath, toPath }`, 201 with the stored redirect (its target followed to the chain's end).
 * - `PUT /api/redirects/{id}`: the same fields and the version read as `updatedAt`.
 * - `DELETE /api/redirects/{id}`.
 * A refusal names its field: `fromInvalid`, `toInvalid`, `loop`, `shadowsPage`, `fromTaken`.
 */
type IdParams = { id: string };

async function found(context: ApiContext, id: number) {
  const redirect = await findRedirectForApi(context.db, id);
  if (!redirect) throw new Error(`redirect ${id} vanished after its write`);
  return redirect;
}

export function redirectsEndpoints(context: ApiContext) {
  return {
    GET: readEndpoint<Record<string, never>>(context, async ({ request, actor }) => {
      // Redirects are the office's bookkeeping (hits included): read with credentials only.
      if (!actor) throw requestErrors.unauthenticated();
      const q = new URL(request.url).searchParams.get("q")?.trim() || undefined;
      if (q && q.length > 200) throw requestErrors.invalid({ q: "queryTooLong" });
      return json({ items: await findRedirectsForApi(context.db, q) });
    }),

    POST: writeEndpoint(context, {
      body: true,
      operation: ({ body }) => createRedirect(body),
      respond: async ({ value }) => json(await found(context, value.id), 201),
    }),
  };
}

const VERSION_ENVELOPE = { updatedAt: versionField };

export function redirectEndpoints(context: ApiContext) {
  return {
    PUT: writeEndpoint(context, {
      body: true,
      operation: ({ body, params }: { body: unknown; params: IdParams }) => {
        const id = pathId(params.id, "redirect");
        const { envelope, rest } = splitBody(body, VERSION_ENVELOPE);
        return updateRedirect({ id, updatedAt: envelope.updatedAt }, rest);
      },
      respond: async ({ value }) => json(await found(context, value.id)),
    }),

    DELETE: writeEndpoint(context, {
      body: false,
      operation: ({ params }: { params: IdParams }) => deleteRedirect(pathId(params.id, "redirect")),
      respond: ({ value }) => json({ id: value.id }),
    }),
  };
}
