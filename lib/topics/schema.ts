import { z } from "zod";
import { orderSchema } from "@/lib/database/order";
import { MAX_ROW_ID } from "@/lib/database/row-id";
import { languageCodeSchema } from "@/lib/languages/code-schema";
import { FIRM_DEFAULTS } from "@/lib/firm-settings/schema";
import { withoutRepeats } from "@/lib/text/keywords";
import { slugSchema } from "@/lib/text/slug";
import { stripHtml } from "@/lib/text/excerpt";
import { reviewFields } from "./review";

/**
 * A topic (the spec's "content", sections 3 and 5) as stored and exchanged as JSON; the admin form,
 * its action, the API and the tests all validate with it. Messages are codes, shown in the admin's
 * language (Admin.contents.errors).
 */
export const META_TITLE_SUFFIX = ` | ${FIRM_DEFAULTS.name}`;

/** metaTitle is the title plus the brand suffix on create, and when left blank. */
export const defaultMetaTitle = (title: string) => `${title.trim()}${META_TITLE_SUFFIX}`;

/**
 * A topic's body is one cache entry, which Next keeps only under 2 MB, as JSON encoded twice: at
 * worst four characters for one (a quote becomes \\\"). This leaves room for the other fields.
 */
export const MAX_BODY_LENGTH = 400_000;

const hasBody = (html: string) => stripHtml(html) !== "" || /<img\s/i.test(html);

export const topicSchema = z.object({
  languageCode: languageCodeSchema,
  /** Within PostgreSQL's int4: a larger id names no category (and must not reach the database). */
  categoryId: z.int("categoryRequired").positive("categoryRequired").max(MAX_ROW_ID, "categoryRequired"),
  section: z.string().trim().max(120, "sectionTooLong").default(""),
  title: z.string().trim().min(1, "titleRequired").max(200, "titleTooLong"),
  slug: slugSchema,
  /** Rich HTML; sanitized by the allow-list (lib/text/rich-text.ts) whenever it is saved. */
  body: z.string().max(MAX_BODY_LENGTH, "bodyTooLong").refine(hasBody, "bodyRequired"),
  keywords: z.array(z.string().trim().min(1).max(100, "keywordTooLong")).max(50, "tooManyKeywords").default([]),
  /** Blank: the title plus the brand suffix. */
  metaTitle: z.string().trim().max(200, "metaTitleTooLong").default(""),
  metaDescription: z.string().trim().max(300, "metaDescriptionTooLong").default(""),
  /** None: after the last topic of its category on create, unchanged on edit. */
  order: orderSchema().optional(),
  isActive: z.boolean().default(true),
  /** Its author, and the legal review: who last checked it, when, and how often it must be checked (lib/topics/review.ts). */
  ...reviewFields,
});

export type TopicInput = z.input<typeof topicSchema>;
export type TopicData = z.output<typeof topicSchema>;

/**
 * A topic's fields that an edit may change (its language is fixed: versions in other languages are
 * rows of their own). An author or review field left out stays as it is: a client written before
 * they existed clears no one's byline or review.
 */
export const topicChangesSchema = topicSchema.omit({ languageCode: true }).extend({
  authorId: reviewFields.authorId.unwrap().optional(),
  reviewedById: reviewFields.reviewedById.unwrap().optional(),
  reviewedAt: reviewFields.reviewedAt.unwrap().optional(),
  reviewIntervalMonths: reviewFields.reviewIntervalMonths.unwrap().optional(),
});

/** What is stored: the body sanitized, keywords without repeats, the meta title filled in. */
export function normalizeTopic<Data extends Omit<TopicData, "languageCode" | keyof typeof reviewFields>>(
  data: Data,
  sanitize: (html: string) => string,
): Data {
  return {
    ...data,
    body: sanitize(data.body),
    keywords: withoutRepeats(data.keywords),
    metaTitle: data.metaTitle || defaultMetaTitle(data.title),
  };
}
