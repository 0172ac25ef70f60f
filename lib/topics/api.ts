import { parseId } from "@/lib/admin/forms";
import { languageItemEndpoints } from "@/lib/api/language-items";
import { createTopic, deleteTopic, updateTopic } from "./mutations";
import { findTopicForApi, findTopicsForApi } from "./queries";

/**
 * The topics (the spec's "contents") of the REST API: GET and POST
 * /api/content/{lang}/contents (GET `?category={id}` lists one category's), PUT and DELETE
 * /api/content/{lang}/contents/{contentId}. Bodies are the domain schema's JSON
 * (lib/topics/schema.ts); answers add id, translationKey and updatedAt.
 */

/** `?category=`: a category id, or absent; anything else names no category, so it lists nothing. */
function categoryFilter(request: Request): number | undefined | null {
  const value = new URL(request.url).searchParams.get("category");
  return value === null ? undefined : (parseId(value) ?? null);
}

export const { collection: topicsEndpoints, item: topicEndpoints } = languageItemEndpoints({
  what: "content",
  entity: "topic",
  linked: true,
  idParam: "contentId",
  list: async (db, languageCode, { includeInactive, request }) => {
    const categoryId = categoryFilter(request);
    return categoryId === null ? [] : findTopicsForApi(db, languageCode, { includeInactive, categoryId });
  },
  find: findTopicForApi,
  create: (input, choice) => createTopic(input, undefined, choice),
  update: updateTopic,
  remove: deleteTopic,
});
