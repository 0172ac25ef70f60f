import { z } from "zod";
import { RESERVED_SEGMENTS } from "@/lib/site/paths";
import { SLUG_PATTERN } from "@/lib/text/slug";

/**
 * The one validation of a category, used by the admin form, its server action and the tests.
 * Messages are codes; the form shows them in the admin's language (Admin.categories.errors).
 */
export const CATEGORY_FIELDS = ["title", "slug", "description", "order", "isActive"] as const;
export type CategoryField = (typeof CATEGORY_FIELDS)[number];

const orderSchema = z.preprocess(
  // Spec 5: "order parsed as integer, default 1".
  (value) => (value === undefined || value === null || String(value).trim() === "" ? 1 : Number(String(value).trim())),
  z.number({ error: "orderInvalid" }).int("orderInvalid").min(1, "orderInvalid").max(100_000, "orderInvalid"),
);

export const categoryInputSchema = z.object({
  languageCode: z.string().regex(/^[a-z]{2,3}$/, "languageInvalid"),
  title: z.string().trim().min(1, "titleRequired").max(200, "titleTooLong"),
  slug: z
    .string()
    .trim()
    .min(1, "slugRequired")
    .max(120, "slugInvalid")
    .regex(SLUG_PATTERN, "slugInvalid")
    .refine((slug) => !RESERVED_SEGMENTS.includes(slug), "slugReserved"),
  description: z.string().trim().max(2000, "descriptionTooLong").default(""),
  order: orderSchema,
  isActive: z.boolean(),
});

export type CategoryInput = z.infer<typeof categoryInputSchema>;

/** Field → error code, first error per field. */
export function categoryFieldErrors(error: z.ZodError): Partial<Record<CategoryField | "languageCode", string>> {
  const result: Partial<Record<CategoryField | "languageCode", string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as CategoryField | "languageCode";
    result[field] ??= issue.message;
  }
  return result;
}
