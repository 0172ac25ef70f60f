import { idField, splitBody, versionField } from "@/lib/api/body";
import { readEndpoint, writeEndpoint, type ApiContext } from "@/lib/api/endpoint";
import { pathId } from "@/lib/api/request";
import { json } from "@/lib/api/respond";
import type { rowIdSchema } from "@/lib/database/write";
import { createLanguage, deleteLanguage, updateLanguage } from "./mutations";
import { findLanguageForApi, findLanguagesForApi } from "./queries";

/**
 * The languages of the REST API: GET, POST and PUT /api/languages (PUT's body names the
 * language by id and the version it read by updatedAt), DELETE /api/languages/{id}. Bodies are the
 * domain schema's JSON (lib/languages/schema.ts); answers add id and updatedAt.
 */
export function languagesEndpoints(context: ApiContext) {
  return {
    GET: readEndpoint(context, async ({ actor }) =>
      json(await findLanguagesForApi(context.db, { includeInactive: actor !== null })),
    ),

    POST: writeEndpoint(context, {
      body: true,
      operation: ({ body }) => createLanguage(body),
      respond: async ({ value }) => json(await findLanguageForApi(context.db, value.id), 201),
    }),

    PUT: writeEndpoint(context, {
      body: true,
      operation: ({ body }) => {
        const { envelope, rest } = splitBody(body, { id: idField, updatedAt: versionField });
        return updateLanguage(envelope, rest);
      },
      respond: async ({ value }) => json(await findLanguageForApi(context.db, value.id)),
    }),
  };
}

export function languageEndpoints(context: ApiContext) {
  return {
    DELETE: writeEndpoint<{ id: string }, typeof rowIdSchema, { code: string }>(context, {
      body: false,
      operation: ({ params }) => deleteLanguage(pathId(params.id, "language")),
      respond: ({ id, value }) => json({ id, code: value.code }),
    }),
  };
}
