import { z } from "zod";
import { firmDate } from "@/lib/contact-messages/firm-time";
import { MAX_ROW_ID } from "@/lib/database/row-id";
import { fromFirmInputValue } from "@/lib/publishing/schedule-time";

/**
 * A topic's legal review: which team member last checked the article, on which day, and how many
 * months may pass before it must be checked again. A day is the firm's (Bursa's): a review entered
 * as 26 November is 26 November wherever the server or the browser runs.
 */
export const DEFAULT_REVIEW_INTERVAL_MONTHS = 12;
export const MIN_REVIEW_INTERVAL_MONTHS = 1;
export const MAX_REVIEW_INTERVAL_MONTHS = 60;
/** The dashboard lists a review this many days before it falls due. */
export const REVIEW_SOON_DAYS = 30;

/** The instant the firm's day `YYYY-MM-DD` starts; null for text that is no such day. */
export function firmDayStart(day: string): Date | null {
  const trimmed = day.trim();
  return /^\d{4}-\d{2}-\d{2}$/.test(trimmed) ? (fromFirmInputValue(`${trimmed}T00:00`) ?? null) : null;
}

/**
 * When the next review is due: `months` calendar months after the firm's day of the last one, at
 * the same time of day (31 January + 1 month is the last day of February).
 */
export function reviewDueAt(reviewedAt: Date, months: number): Date {
  const day = firmDate(reviewedAt);
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  const dueDay = firmDayStart(target.toISOString().slice(0, 10))!;
  return new Date(dueDay.getTime() + (reviewedAt.getTime() - firmDayStart(day)!.getTime()));
}

/**
 * The review date, kept as ISO text (the API, an export file and a working copy carry it as JSON;
 * PostgreSQL takes the text as it is); a Date given by code is taken as its ISO text. Refused when
 * later than now: a review is recorded once it happened.
 */
export const reviewDateSchema = z.preprocess(
  (value) => (value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString() : value),
  z.iso
    .datetime({ offset: true, error: "reviewDateInvalid" })
    .refine((text) => Date.parse(text) <= Date.now(), "reviewDateInFuture"),
);

/** The review fields of a topic's domain schema (lib/topics/schema.ts). */
export const reviewFields = {
  /** Who wrote the article: a team member, of any language; the write refuses one that does not exist ("authorUnknown"). */
  authorId: z.int("authorUnknown").positive("authorUnknown").max(MAX_ROW_ID, "authorUnknown").nullable().default(null),
  /** A team member, of any language; the write refuses one that does not exist ("reviewerUnknown"). */
  reviewedById: z
    .int("reviewerUnknown")
    .positive("reviewerUnknown")
    .max(MAX_ROW_ID, "reviewerUnknown")
    .nullable()
    .default(null),
  reviewedAt: reviewDateSchema.nullable().default(null),
  reviewIntervalMonths: z
    .int("reviewIntervalInvalid")
    .min(MIN_REVIEW_INTERVAL_MONTHS, "reviewIntervalInvalid")
    .max(MAX_REVIEW_INTERVAL_MONTHS, "reviewIntervalInvalid")
    .default(DEFAULT_REVIEW_INTERVAL_MONTHS),
};
