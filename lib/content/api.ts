import { pathFieldErrors } from "@/lib/api/body";
import { readEndpoint, writeEndpoint, type ApiContext } from "@/lib/api/endpoint";
import { requestErrors } from "@/lib/api/errors";
import { ANY_LANGUAGE, inPathLanguage, pathLanguage } from "@/lib/api/path-language";
import { json } from "@/lib/api/respond";
import { findLanguageContentForApi } from "./queries";
import { replaceLanguageContent } from "./replace";
import { languageContentSchema } from "./schema";

/**
 * A language's whole content: GET /api/content/{lang} (its categories with their topics)
 * and PUT /api/content/{lang} (all of it replaced at once, or nothing: lib/content/replace.ts).
 */
type LanguageParams = { lang: string };

export function languageContentEndpoints(context: ApiContext) {
  return {
    GET: readEndpoint<LanguageParams>(context, async ({ params, actor }) => {
      const includeInactive = actor !== null;
      const languageCode = await pathLanguage(context.db, params.lang, { includeInactive });
      return json(await findLanguageContentForApi(context.db, languageCode, { includeInactive }));
    }),

    PUT: writeEndpoint(context, {
      body: true,
      operation: async ({ body, params }: { body: unknown; params: LanguageParams }) => {
        const input = inPathLanguage(body, await pathLanguage(context.db, params.lang, ANY_LANGUAGE), true);
        // The write path names a refused field by its first key ("categories"); a client needs the item's path.
        const parsed = languageContentSchema.safeParse(input);
        if (!parsed.success) throw requestErrors.invalid(pathFieldErrors(parsed.error));
        return replaceLanguageContent(input);
      },
      respond: async ({ value }) => json(await findLanguageContentForApi(context.db, value.languageCode, ANY_LANGUAGE)),
    }),
  };
}
