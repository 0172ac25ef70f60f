import { db } from "@/lib/db";
import { ADMIN_EXCERPT_LENGTH, excerpt } from "@/lib/text/excerpt";

export interface AdminContentRow {
  id: number;
  title: string;
  slug: string;
  categoryTitle: string;
  excerpt: string;
  keywords: string[];
  order: number;
  isActive: boolean;
}

/** Topics of one language for the admin list, optionally of one category, by category then order. */
export async function findContentsForAdmin(languageCode: string, categoryId?: number): Promise<AdminContentRow[]> {
  const rows = await db.content.findMany({
    where: { languageCode, ...(categoryId ? { categoryId } : {}) },
    orderBy: [{ category: { order: "asc" } }, { order: "asc" }, { id: "asc" }],
    select: { id: true, title: true, slug: true, content: true, keywords: true, order: true, isActive: true, category: { select: { title: true } } },
  });
  return rows.map(({ content, category, ...row }) => ({ ...row, categoryTitle: category.title, excerpt: excerpt(content, ADMIN_EXCERPT_LENGTH) }));
}

export interface CategoryChoice {
  id: number;
  title: string;
  isActive: boolean;
  translationKey: string | null;
}

/** Categories of a language for the filter (all) and the form (spec 5: only active ones may be chosen). */
export function findCategoryChoices(languageCode: string): Promise<CategoryChoice[]> {
  return db.category.findMany({ where: { languageCode }, orderBy: [{ order: "asc" }, { id: "asc" }], select: { id: true, title: true, isActive: true, translationKey: true } });
}

export function findContentForEdit(id: number) {
  return db.content.findUnique({ where: { id }, include: { category: { select: { translationKey: true } } } });
}

