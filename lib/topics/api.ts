import { splitBody, versionField } from "@/lib/api/body";
import { readEndpoint, writeEndpoint, type ApiContext } from "@/lib/api/endpoint";
import { requestErrors } from "@/lib/api/errors";
import { ANY_LANGUAGE, inPathLanguage, pathLanguage } from "@/lib/api/path-language";
import { pathId } from "@/lib/api/request";
import { json } from "@/lib/api/respond";
import { parseId } from "@/lib/admin/forms";
import type { rowIdSchema } from "@/lib/database/write";
import { createTopic, deleteTopic, updateTopic } from "./mutations";
import { findTopicForApi, findTopicsForApi, isTopicOf } from "./queries";

/**
 * The topics (the spec's "contents") of the REST API (issue 11): GET and POST
 * /api/content/{lang}/contents (GET `?category={id}` lists one category's), PUT and DELETE
 * /api/content/{lang}/contents/{contentId}. Bodies are the domain schema's JSON
 * (lib/topics/schema.ts) in the path's language; a PUT adds the updatedAt it read.
 */
type LanguageParams = { lang: string };
type TopicParams = LanguageParams & { contentId: string };

/** `?category=`: a category id, or absent; anything else names no category, so it lists nothing. */
function categoryFilter(request: Request): number | undefined | null {
  const value = new URL(request.url).searchParams.get("category");
  return value === null ? undefined : (parseId(value) ?? null);
}

export function topicsEndpoints(context: ApiContext) {
  return {
    GET: readEndpoint<LanguageParams>(context, async ({ request, params, actor }) => {
      const includeInactive = actor !== null;
      const languageCode = await pathLanguage(context.db, params.lang, { includeInactive });
      const categoryId = categoryFilter(request);
      return json(categoryId === null ? [] : await findTopicsForApi(context.db, languageCode, { includeInactive, categoryId }));
    }),

    POST: writeEndpoint(context, {
      body: true,
      operation: async ({ body, params }: { body: unknown; params: LanguageParams }) =>
        createTopic(inPathLanguage(body, await pathLanguage(context.db, params.lang, ANY_LANGUAGE), true)),
      respond: async ({ value }) => json(await findTopicForApi(context.db, value.id), 201),
    }),
  };
}

/** The topic the path names, in the path's language: an id of another language's topic is 404 as an unknown one. */
async function pathTopic(context: ApiContext, params: TopicParams): Promise<{ id: number; languageCode: string }> {
  const languageCode = await pathLanguage(context.db, params.lang, ANY_LANGUAGE);
  const id = pathId(params.contentId, "content");
  if (!(await isTopicOf(context.db, id, languageCode))) throw requestErrors.notFound("content");
  return { id, languageCode };
}

export function topicEndpoints(context: ApiContext) {
  return {
    PUT: writeEndpoint(context, {
      body: true,
      operation: async ({ body, params }: { body: unknown; params: TopicParams }) => {
        const { id, languageCode } = await pathTopic(context, params);
        const { envelope, rest } = splitBody(inPathLanguage(body, languageCode, false), { updatedAt: versionField });
        return updateTopic({ id, updatedAt: envelope.updatedAt }, rest);
      },
      respond: async ({ value }) => json(await findTopicForApi(context.db, value.id)),
    }),

    DELETE: writeEndpoint<TopicParams, typeof rowIdSchema, { languageCode: string }>(context, {
      body: false,
      operation: async ({ params }) => deleteTopic((await pathTopic(context, params)).id),
      respond: ({ id, value }) => json({ id, languageCode: value.languageCode }),
    }),
  };
}
