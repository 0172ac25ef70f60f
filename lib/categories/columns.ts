import type { Prisma } from "@/lib/generated/prisma/client";

/*
 * Column selections of a category, apart from its queries (which use Next's cache): the write path's
 * operations, which scripts run outside Next, read them too.
 */

/** A category's own fields as stored, and the key that links it to its versions in other languages. */
export const CATEGORY_FIELDS = {
  title: true,
  slug: true,
  description: true,
  order: true,
  isActive: true,
  translationKey: true,
} as const satisfies Prisma.CategorySelect;
