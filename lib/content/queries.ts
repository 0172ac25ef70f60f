import { BY_ORDER } from "@/lib/database/order";
import type { PrismaClient } from "@/lib/generated/prisma/client";

/**
 * A language's whole content as GET /api/content/{lang} answers it: in the very shape PUT takes
 * (lib/content/schema.ts), so a script reads it, changes what it needs and sends it back. The
 * language is the path's and a topic's category the one it is nested in, so neither is repeated;
 * counterparts' keys are in GET …/categories and …/contents.
 */
const EDITED = { id: true, updatedAt: true, title: true, slug: true, order: true, isActive: true } as const;
const TOPIC = {
  ...EDITED,
  section: true,
  body: true,
  keywords: true,
  metaTitle: true,
  metaDescription: true,
  authorId: true,
  reviewedById: true,
  reviewedAt: true,
  reviewIntervalMonths: true,
} as const;

/** The public sees what the site shows: active categories and their active topics; an administrator or a token everything. */
export async function findLanguageContentForApi(
  client: PrismaClient,
  languageCode: string,
  { includeInactive }: { includeInactive: boolean },
) {
  const active = includeInactive ? {} : { isActive: true };
  const categories = await client.category.findMany({
    where: { languageCode, ...active },
    orderBy: BY_ORDER,
    select: { ...EDITED, description: true, topics: { where: active, orderBy: BY_ORDER, select: TOPIC } },
  });
  return { languageCode, categories: categories.map(({ topics, ...category }) => ({ ...category, contents: topics })) };
}
