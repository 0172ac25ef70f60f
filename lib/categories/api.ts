import { languageItemEndpoints } from "@/lib/api/language-items";
import { createCategory, deleteCategory, updateCategory } from "./mutations";
import { findCategoriesForApi, findCategoryForApi } from "./queries";

/**
 * The categories of the REST API: GET and POST /api/content/{lang}/categories, PUT and
 * DELETE /api/content/{lang}/categories/{categoryId}. Bodies are the domain schema's JSON
 * (lib/categories/schema.ts); answers add id, translationKey and updatedAt.
 */
export const { collection: categoriesEndpoints, item: categoryEndpoints } = languageItemEndpoints({
  what: "category",
  entity: "category",
  linked: true,
  idParam: "categoryId",
  list: (db, languageCode, { includeInactive }) => findCategoriesForApi(db, languageCode, { includeInactive }),
  find: findCategoryForApi,
  create: (input, choice) => createCategory(input, undefined, choice),
  update: updateCategory,
  remove: deleteCategory,
});
