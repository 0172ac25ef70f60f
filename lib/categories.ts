import { unstable_cache } from "next/cache";
import { cacheTags } from "@/lib/cache-tags";
import { db } from "@/lib/db";

/** A category as the public menu shows it. */
export interface CategoryLink {
  id: number;
  title: string;
  slug: string;
}

/** Active categories of one language, by order (ties by creation). */
export function findActiveCategories(languageCode: string): Promise<CategoryLink[]> {
  return db.category.findMany({
    where: { languageCode, isActive: true },
    orderBy: [{ order: "asc" }, { id: "asc" }],
    select: { id: true, title: true, slug: true },
  });
}

/** The same, cached for public pages until a category of that language changes. */
export function getActiveCategories(languageCode: string): Promise<CategoryLink[]> {
  return unstable_cache(() => findActiveCategories(languageCode), ["active-categories", languageCode], {
    tags: [cacheTags.categories(languageCode)],
  })();
}
