import { firmDate } from "@/lib/contact-messages/firm-time";
import { DEFAULT_REVIEW_INTERVAL_MONTHS, firmDayStart } from "./review";

/**
 * The topic form's byline and review fields as posted: the author's and the reviewer's ids ("" for
 * none), the firm's day of the review (`YYYY-MM-DD` from a date input, "" for none) and the
 * interval in months.
 */
export interface ReviewFormValues {
  authorId: string;
  reviewedById: string;
  reviewedAt: string;
  reviewIntervalMonths: string;
}

/** A team member the form offers as author and reviewer. */
export interface ReviewerChoice {
  id: number;
  name: string;
}

/** The hidden field "İncelemesiz yayınla" sets, and the note the published revision then carries. */
export const WITHOUT_REVIEW_FIELD = "withoutReview";
export const WITHOUT_REVIEW_NOTE = "withoutReview";

export const REVIEW_FORM_FIELDS = ["authorId", "reviewedById", "reviewedAt", "reviewIntervalMonths"] as const;

/** A number as typed; text that is none stays NaN, which the domain schema refuses with its own code. */
const typedNumber = (text: string) => Number(text.trim());
/** A team member's id as chosen, "" for none. */
const chosenMember = (text: string) => (text.trim() === "" ? null : typedNumber(text));

/** The domain's review input: a day that is no day stays text, which the schema refuses ("reviewDateInvalid"). */
export function reviewInputFrom(values: ReviewFormValues) {
  const day = values.reviewedAt.trim();
  return {
    authorId: chosenMember(values.authorId),
    reviewedById: chosenMember(values.reviewedById),
    reviewedAt: day === "" ? null : (firmDayStart(day) ?? day),
    reviewIntervalMonths:
      values.reviewIntervalMonths.trim() === ""
        ? DEFAULT_REVIEW_INTERVAL_MONTHS
        : typedNumber(values.reviewIntervalMonths),
  };
}

/** Whether a save names both who reviewed the article and when. */
export const reviewRecorded = (input: { reviewedById?: unknown; reviewedAt?: unknown }): boolean =>
  input.reviewedById != null && input.reviewedAt != null;

/** The form's review values for a saved topic (its columns, or a working copy's JSON). */
export function reviewFormValues(review: {
  authorId?: number | null;
  reviewedById?: number | null;
  reviewedAt?: Date | string | null;
  reviewIntervalMonths?: number;
}): ReviewFormValues {
  const reviewedAt = review.reviewedAt ? new Date(review.reviewedAt) : null;
  return {
    authorId: review.authorId ? String(review.authorId) : "",
    reviewedById: review.reviewedById ? String(review.reviewedById) : "",
    reviewedAt: reviewedAt && !Number.isNaN(reviewedAt.getTime()) ? firmDate(reviewedAt) : "",
    reviewIntervalMonths: String(review.reviewIntervalMonths ?? DEFAULT_REVIEW_INTERVAL_MONTHS),
  };
}
