"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { FIRM_TIME_ZONE } from "@/lib/site/firm";
import type { ReviewerChoice, ReviewFormValues } from "@/lib/topics/review-form";
import { firmDayStart, reviewDueAt } from "@/lib/topics/review";
import { PublishWithoutReviewDialog } from "./PublishWithoutReviewDialog";
import styles from "./ReviewFields.module.css";

type ReviewField = keyof ReviewFormValues;

/**
 * Who wrote the topic (a team member), and its legal review: who last checked it (a team member), on
 * which day, every how many months it must be checked, and when the next check is due. Publishing
 * with no reviewer or no date asks first (PublishWithoutReviewDialog).
 */
export function ReviewFields({
  values,
  reviewers,
  errors,
}: {
  values: ReviewFormValues;
  reviewers: readonly ReviewerChoice[];
  errors: { aria: (field: ReviewField) => object; text: (field: ReviewField) => ReactNode };
}) {
  const t = useTranslations("Admin.review");
  const format = useFormatter();
  const [reviewedAt, setReviewedAt] = useState(values.reviewedAt);
  const [interval, setIntervalMonths] = useState(values.reviewIntervalMonths);
  // The moment the form was opened: "overdue" is said of the due date as the admin reads it then.
  const [openedAt] = useState(() => Date.now());
  const reviewedStart = firmDayStart(reviewedAt);
  const months = Number(interval);
  const dueAt = reviewedStart && Number.isInteger(months) && months > 0 ? reviewDueAt(reviewedStart, months) : null;
  const memberField = (field: "authorId" | "reviewedById", label: string) => (
    <div className={styles.field}>
      <label htmlFor={field}>{label}</label>
      <select id={field} name={field} defaultValue={values[field]} {...errors.aria(field)}>
        <option value="">{t("noReviewer")}</option>
        {reviewers.map((member) => (
          <option key={member.id} value={member.id}>
            {member.name}
          </option>
        ))}
      </select>
      {errors.text(field)}
    </div>
  );
  return (
    <>
      <div className={styles.author}>{memberField("authorId", t("author"))}</div>
      <fieldset className={styles.review} aria-describedby="review-due">
        <legend>{t("legend")}</legend>
        <div className={styles.row}>
          {memberField("reviewedById", t("reviewer"))}
          <div className={styles.field}>
            <label htmlFor="reviewedAt">{t("reviewedAt")}</label>
            <input
              id="reviewedAt"
              name="reviewedAt"
              type="date"
              value={reviewedAt}
              onChange={(event) => setReviewedAt(event.target.value)}
              {...errors.aria("reviewedAt")}
            />
            {errors.text("reviewedAt")}
          </div>
          <div className={styles.field}>
            <label htmlFor="reviewIntervalMonths">{t("interval")}</label>
            <input
              id="reviewIntervalMonths"
              name="reviewIntervalMonths"
              type="number"
              min={1}
              max={60}
              inputMode="numeric"
              value={interval}
              onChange={(event) => setIntervalMonths(event.target.value)}
              {...errors.aria("reviewIntervalMonths")}
            />
            {errors.text("reviewIntervalMonths")}
          </div>
        </div>
        <p
          id="review-due"
          className={dueAt && dueAt.getTime() < openedAt ? `${styles.due} ${styles.overdue}` : styles.due}
        >
          {dueAt
            ? t("nextDue", { date: format.dateTime(dueAt, { dateStyle: "long", timeZone: FIRM_TIME_ZONE }) })
            : t("nextDueNone")}
        </p>
        <PublishWithoutReviewDialog />
      </fieldset>
    </>
  );
}
