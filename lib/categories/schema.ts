import { z } from "zod";
import { orderSchema } from "@/lib/database/order";
import { languageCodeSchema } from "@/lib/languages/code-schema";
import { isReservedSegment } from "@/lib/site/paths";
import { slugSchema } from "@/lib/text/slug";

/**
 * A category as stored and exchanged as JSON; the admin form, its action, the API
 * and the tests all validate with it. Messages are codes, shown in the admin's language
 * (Admin.categories.errors).
 */
export const categorySchema = z.object({
  languageCode: languageCodeSchema,
  title: z.string().trim().min(1, "titleRequired").max(200, "titleTooLong"),
  slug: slugSchema.refine((slug) => !isReservedSegment(slug), "slugReserved"),
  description: z.string().trim().max(2000, "descriptionTooLong").default(""),
  /** None: after the last category of its language on create, unchanged on edit. */
  order: orderSchema().optional(),
  isActive: z.boolean().default(true),
});

export type CategoryInput = z.input<typeof categorySchema>;
export type CategoryData = z.output<typeof categorySchema>;

/** A category's fields that an edit may change (its language is fixed: versions in other languages are rows of their own). */
export const categoryChangesSchema = categorySchema.omit({ languageCode: true });
