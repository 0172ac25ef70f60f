import type { PrismaClient } from "@/lib/generated/prisma/client";

/**
 * Minimal valid rows, inserted straight into the database (not through the write path, so no change
 * record), so each test states only the field it is about.
 */
export function languageRow(code: string, overrides: Record<string, unknown> = {}) {
  return { code, name: `Language ${code}`, nativeName: code, flag: "🏳️", order: 1, ...overrides };
}

export async function insertLanguage(db: PrismaClient, code: string, overrides: Record<string, unknown> = {}) {
  return db.language.create({ data: languageRow(code, overrides) });
}

export async function insertCategory(
  db: PrismaClient,
  languageCode: string,
  slug: string,
  overrides: Record<string, unknown> = {},
) {
  return db.category.create({ data: { languageCode, slug, title: `Category ${slug}`, ...overrides } });
}

export async function insertTopic(
  db: PrismaClient,
  category: { id: number; languageCode: string },
  slug: string,
  overrides: Record<string, unknown> = {},
) {
  return db.topic.create({
    data: { categoryId: category.id, languageCode: category.languageCode, slug, title: `Topic ${slug}`, ...overrides },
  });
}
