"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { INTENT_FIELD } from "@/lib/publishing/intent";
import { toFirmInputValue } from "@/lib/publishing/schedule-time";
import { FIRM_TIME_ZONE } from "@/lib/site/firm";
import styles from "./AdminForm.module.css";

const FIELDS = ["publishAt", "unpublishAt"] as const;

/**
 * When the scheduler puts the item on the site (its working copy, as saved) and takes it off, on the
 * firm's wall clock. The fields are held by React, so a refused save keeps what was typed.
 */
export function ScheduleFields({
  publishAt,
  unpublishAt,
  fieldErrors,
  pending,
}: {
  publishAt: Date | null;
  unpublishAt: Date | null;
  fieldErrors?: Partial<Record<string, string>>;
  pending: boolean;
}) {
  const t = useTranslations("Admin.publishing.schedule");
  const [values, setValues] = useState({
    publishAt: toFirmInputValue(publishAt),
    unpublishAt: toFirmInputValue(unpublishAt),
  });
  return (
    <fieldset className={styles.schedule}>
      <legend>{t("legend")}</legend>
      <p className={styles.hint}>{t("hint", { zone: FIRM_TIME_ZONE })}</p>
      {FIELDS.map((field) => {
        const error = fieldErrors?.[field];
        return (
          <div key={field} className={styles.scheduleField}>
            <label htmlFor={field}>{t(field)}</label>
            <input
              id={field}
              name={field}
              type="datetime-local"
              value={values[field]}
              onChange={(event) => setValues((before) => ({ ...before, [field]: event.target.value }))}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? `${field}-error` : undefined}
            />
            {error && (
              <p id={`${field}-error`} className={styles.fieldError}>
                {t(`errors.${error}`)}
              </p>
            )}
          </div>
        );
      })}
      <div className={styles.buttons}>
        <button
          type="submit"
          name={INTENT_FIELD}
          value="schedule"
          className={styles.secondaryButton}
          disabled={pending}
        >
          {t("submit")}
        </button>
      </div>
    </fieldset>
  );
}
