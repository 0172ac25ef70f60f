import { splitBody, versionField } from "@/lib/api/body";
import { readEndpoint, writeEndpoint, type ApiContext } from "@/lib/api/endpoint";
import { requestErrors } from "@/lib/api/errors";
import { ANY_LANGUAGE, inPathLanguage, pathLanguage } from "@/lib/api/path-language";
import { pathId } from "@/lib/api/request";
import { json } from "@/lib/api/respond";
import type { rowIdSchema } from "@/lib/database/write";
import { createCategory, deleteCategory, updateCategory } from "./mutations";
import { findCategoriesForApi, findCategoryForApi, isCategoryOf } from "./queries";

/**
 * The categories of the REST API (issue 11): GET and POST /api/content/{lang}/categories, PUT and
 * DELETE /api/content/{lang}/categories/{categoryId}. Bodies are the domain schema's JSON
 * (lib/categories/schema.ts) in the path's language; a PUT adds the updatedAt it read. Answers add
 * id, translationKey and updatedAt.
 */
type LanguageParams = { lang: string };
type CategoryParams = LanguageParams & { categoryId: string };

export function categoriesEndpoints(context: ApiContext) {
  return {
    GET: readEndpoint<LanguageParams>(context, async ({ params, actor }) => {
      const includeInactive = actor !== null;
      const languageCode = await pathLanguage(context.db, params.lang, { includeInactive });
      return json(await findCategoriesForApi(context.db, languageCode, { includeInactive }));
    }),

    POST: writeEndpoint(context, {
      body: true,
      operation: async ({ body, params }: { body: unknown; params: LanguageParams }) =>
        createCategory(inPathLanguage(body, await pathLanguage(context.db, params.lang, ANY_LANGUAGE), true)),
      respond: async ({ value }) => json(await findCategoryForApi(context.db, value.id), 201),
    }),
  };
}

/** The category the path names, in the path's language: an id of another language's category is 404 as an unknown one. */
async function pathCategory(context: ApiContext, params: CategoryParams): Promise<{ id: number; languageCode: string }> {
  const languageCode = await pathLanguage(context.db, params.lang, ANY_LANGUAGE);
  const id = pathId(params.categoryId, "category");
  if (!(await isCategoryOf(context.db, id, languageCode))) throw requestErrors.notFound("category");
  return { id, languageCode };
}

export function categoryEndpoints(context: ApiContext) {
  return {
    PUT: writeEndpoint(context, {
      body: true,
      operation: async ({ body, params }: { body: unknown; params: CategoryParams }) => {
        const { id, languageCode } = await pathCategory(context, params);
        const { envelope, rest } = splitBody(inPathLanguage(body, languageCode, false), { updatedAt: versionField });
        return updateCategory({ id, updatedAt: envelope.updatedAt }, rest);
      },
      respond: async ({ value }) => json(await findCategoryForApi(context.db, value.id)),
    }),

    DELETE: writeEndpoint<CategoryParams, typeof rowIdSchema, { languageCode: string }>(context, {
      body: false,
      operation: async ({ params }) => deleteCategory((await pathCategory(context, params)).id),
      respond: ({ id, value }) => json({ id, languageCode: value.languageCode }),
    }),
  };
}
