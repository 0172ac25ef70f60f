import { db } from "@/lib/db";

/** A category row of the admin list. */
export interface AdminCategoryRow {
  id: number;
  title: string;
  slug: string;
  order: number;
  isActive: boolean;
  topicCount: number;
}

export async function findCategoriesForAdmin(languageCode: string): Promise<AdminCategoryRow[]> {
  const rows = await db.category.findMany({
    where: { languageCode },
    orderBy: [{ order: "asc" }, { id: "asc" }],
    select: { id: true, title: true, slug: true, order: true, isActive: true, _count: { select: { contents: true } } },
  });
  return rows.map(({ _count, ...row }) => ({ ...row, topicCount: _count.contents }));
}

export interface EditableCategory {
  id: number;
  languageCode: string;
  title: string;
  slug: string;
  description: string;
  order: number;
  isActive: boolean;
  translationKey: string | null;
  updatedAt: Date;
}

export function findCategoryForEdit(id: number): Promise<EditableCategory | null> {
  return db.category.findUnique({
    where: { id },
    select: { id: true, languageCode: true, title: true, slug: true, description: true, order: true, isActive: true, translationKey: true, updatedAt: true },
  });
}
