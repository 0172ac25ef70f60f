import { z } from "zod";
import { FIRM } from "@/lib/site/firm";
import { parseKeywords } from "@/lib/text/keywords";
import { SLUG_PATTERN } from "@/lib/text/slug";
import { stripHtml } from "@/lib/text/excerpt";

/**
 * The one validation of a topic, used by the admin form, its server action and the tests.
 * Messages are codes; the form shows them in the admin's language (Admin.contents.errors).
 */
export const META_TITLE_SUFFIX = ` | ${FIRM.name}`;

/** Spec 5: metaTitle is the title plus the brand suffix on create, and when left blank. */
export const defaultMetaTitle = (title: string) => `${title.trim()}${META_TITLE_SUFFIX}`;

const hasBody = (html: string) => stripHtml(html) !== "" || /<img\s/i.test(html);

export const contentInputSchema = z
  .object({
    languageCode: z.string().regex(/^[a-z]{2,3}$/, "languageInvalid"),
    categoryId: z.preprocess((value) => (value === "" || value == null ? undefined : Number(value)), z.number({ error: "categoryRequired" }).int("categoryRequired").positive("categoryRequired")),
    section: z.string().trim().max(120, "sectionTooLong").default(""),
    title: z.string().trim().min(1, "titleRequired").max(200, "titleTooLong"),
    slug: z.string().trim().min(1, "slugRequired").max(120, "slugInvalid").regex(SLUG_PATTERN, "slugInvalid"),
    content: z.string().max(2_000_000, "bodyTooLong").refine(hasBody, "bodyRequired"),
    keywords: z.string().default("").transform(parseKeywords),
    metaTitle: z.string().trim().max(200, "metaTitleTooLong").default(""),
    metaDescription: z.string().trim().max(300, "metaDescriptionTooLong").default(""),
    order: z.preprocess(
      (value) => (value === undefined || value === null || String(value).trim() === "" ? 1 : Number(String(value).trim())),
      z.number({ error: "orderInvalid" }).int("orderInvalid").min(1, "orderInvalid").max(100_000, "orderInvalid"),
    ),
    isActive: z.boolean(),
  })
  .transform((input) => ({ ...input, metaTitle: input.metaTitle || defaultMetaTitle(input.title) }));

export type ContentInput = z.output<typeof contentInputSchema>;
export type ContentField = keyof z.input<typeof contentInputSchema>;

export function contentFieldErrors(error: z.ZodError): Partial<Record<ContentField, string>> {
  const result: Partial<Record<ContentField, string>> = {};
  for (const issue of error.issues) result[issue.path[0] as ContentField] ??= issue.message;
  return result;
}
