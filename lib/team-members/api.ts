import { splitBody, versionField } from "@/lib/api/body";
import { readEndpoint, writeEndpoint, type ApiContext } from "@/lib/api/endpoint";
import { requestErrors } from "@/lib/api/errors";
import { ANY_LANGUAGE, inPathLanguage, pathLanguage } from "@/lib/api/path-language";
import { pathId } from "@/lib/api/request";
import { json } from "@/lib/api/respond";
import type { rowIdSchema } from "@/lib/database/write";
import { createTeamMember, deleteTeamMember, updateTeamMember } from "./mutations";
import { findTeamMemberForApi, findTeamMembersForApi, isTeamMemberOf } from "./queries";

/**
 * The team of the REST API (issue 11): GET and POST /api/team/{lang}, PUT and DELETE
 * /api/team/{lang}/{id}. Bodies are the domain schema's JSON (lib/team-members/schema.ts) in the
 * path's language; a PUT adds the updatedAt it read.
 */
type LanguageParams = { lang: string };
type MemberParams = LanguageParams & { id: string };

export function teamEndpoints(context: ApiContext) {
  return {
    GET: readEndpoint<LanguageParams>(context, async ({ params, actor }) => {
      const includeInactive = actor !== null;
      const languageCode = await pathLanguage(context.db, params.lang, { includeInactive });
      return json(await findTeamMembersForApi(context.db, languageCode, { includeInactive }));
    }),

    POST: writeEndpoint(context, {
      body: true,
      operation: async ({ body, params }: { body: unknown; params: LanguageParams }) =>
        createTeamMember(inPathLanguage(body, await pathLanguage(context.db, params.lang, ANY_LANGUAGE), true)),
      respond: async ({ value }) => json(await findTeamMemberForApi(context.db, value.id), 201),
    }),
  };
}

/** The member the path names, in the path's language: another language's member is 404 as an unknown one. */
async function pathMember(context: ApiContext, params: MemberParams): Promise<{ id: number; languageCode: string }> {
  const languageCode = await pathLanguage(context.db, params.lang, ANY_LANGUAGE);
  const id = pathId(params.id, "team member");
  if (!(await isTeamMemberOf(context.db, id, languageCode))) throw requestErrors.notFound("team member");
  return { id, languageCode };
}

export function teamMemberEndpoints(context: ApiContext) {
  return {
    PUT: writeEndpoint(context, {
      body: true,
      operation: async ({ body, params }: { body: unknown; params: MemberParams }) => {
        const { id, languageCode } = await pathMember(context, params);
        const { envelope, rest } = splitBody(inPathLanguage(body, languageCode, false), { updatedAt: versionField });
        return updateTeamMember({ id, updatedAt: envelope.updatedAt }, rest);
      },
      respond: async ({ value }) => json(await findTeamMemberForApi(context.db, value.id)),
    }),

    DELETE: writeEndpoint<MemberParams, typeof rowIdSchema, { languageCode: string }>(context, {
      body: false,
      operation: async ({ params }) => deleteTeamMember((await pathMember(context, params)).id),
      respond: ({ id, value }) => json({ id, languageCode: value.languageCode }),
    }),
  };
}
