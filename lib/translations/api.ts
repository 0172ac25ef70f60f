import { readEndpoint, writeEndpoint, type ApiContext } from "@/lib/api/endpoint";
import { requestErrors } from "@/lib/api/errors";
import { ANY_LANGUAGE, inPathLanguage, pathLanguage } from "@/lib/api/path-language";
import { json } from "@/lib/api/respond";
import type { rowIdSchema } from "@/lib/database/write";
import { deleteTranslation, saveTranslation } from "./mutations";
import { findTranslationForApi, findTranslationId, findTranslationsForApi } from "./queries";

/**
 * The interface translations of the REST API (save and delete one key within a
 * language): GET /api/translations/{lang} lists them; POST or PUT with { source, text } saves one
 * key (created or replaced: a key holds one text, so there is no version to be stale);
 * DELETE /api/translations/{lang}?source=… removes one, and the shipped text shows again.
 */
type LanguageParams = { lang: string };

const save = (context: ApiContext) =>
  writeEndpoint(context, {
    body: true,
    operation: async ({ body, params }: { body: unknown; params: LanguageParams }) =>
      saveTranslation(inPathLanguage(body, await pathLanguage(context.db, params.lang, ANY_LANGUAGE), true)),
    respond: async ({ value }) => json(await findTranslationForApi(context.db, value.id)),
  });

/** The key `?source=` names in the path's language; a key without a translation is 404. */
async function pathTranslation(context: ApiContext, request: Request, params: LanguageParams): Promise<number> {
  const languageCode = await pathLanguage(context.db, params.lang, ANY_LANGUAGE);
  const source = new URL(request.url).searchParams.get("source");
  const id = source ? await findTranslationId(context.db, languageCode, source) : null;
  if (id === null) throw requestErrors.notFound("translation");
  return id;
}

export function translationsEndpoints(context: ApiContext) {
  return {
    GET: readEndpoint<LanguageParams>(context, async ({ params, actor }) =>
      json(
        await findTranslationsForApi(
          context.db,
          await pathLanguage(context.db, params.lang, { includeInactive: actor !== null }),
        ),
      ),
    ),
    POST: save(context),
    PUT: save(context),
    DELETE: writeEndpoint<LanguageParams, typeof rowIdSchema, { languageCode: string }>(context, {
      body: false,
      operation: async ({ request, params }) => deleteTranslation(await pathTranslation(context, request, params)),
      respond: ({ id, value }) => json({ id, languageCode: value.languageCode }),
    }),
  };
}
