"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { submitsIntent } from "@/lib/publishing/intent";
import { WITHOUT_REVIEW_FIELD } from "@/lib/topics/review-form";
import dialogStyles from "../ConfirmDialog.module.css";

const REVIEWER = "reviewedById";
const REVIEW_DATE = "reviewedAt";

/** No reviewer or no date in the form: nothing says who checked the article, or when. */
function reviewMissing(form: HTMLFormElement): boolean {
  const data = new FormData(form);
  return !String(data.get(REVIEWER) ?? "").trim() || !String(data.get(REVIEW_DATE) ?? "").trim();
}

/**
 * Publishing a topic with no review recorded asks first: fill in the reviewer and the date (the
 * fields are in the form: the first empty one gets the focus), or publish without a review, which
 * posts `withoutReview=on` so the published revision says so. Saving a draft never asks.
 */
export function PublishWithoutReviewDialog() {
  const t = useTranslations("Admin.review");
  const dialog = useRef<HTMLDialogElement>(null);
  const withoutReview = useRef<HTMLInputElement>(null);
  const confirm = useRef<(() => void) | null>(null);

  useEffect(() => {
    const form = dialog.current?.closest("form");
    if (!form) return;
    const onSubmit = (event: SubmitEvent) => {
      const confirmed = withoutReview.current?.value === "on";
      // Another question asked first (untranslated fields) holds the submit: this one waits for its resubmit.
      if (event.defaultPrevented || !submitsIntent(event.submitter, "publish")) return;
      if (confirmed || !reviewMissing(form)) return;
      // Before React's own listener: a prevented submit runs no action.
      event.preventDefault();
      event.stopImmediatePropagation();
      const submitter = event.submitter;
      confirm.current = () => {
        if (withoutReview.current) withoutReview.current.value = "on";
        form.requestSubmit(submitter);
      };
      dialog.current?.showModal();
    };
    form.addEventListener("submit", onSubmit);
    return () => form.removeEventListener("submit", onSubmit);
  }, []);

  const fillIn = () => {
    dialog.current?.close();
    const form = dialog.current?.closest("form");
    const empty = [REVIEWER, REVIEW_DATE]
      .map((name) => form?.elements.namedItem(name))
      .find((field): field is HTMLInputElement | HTMLSelectElement => {
        const input = field as HTMLInputElement | HTMLSelectElement | null;
        return Boolean(input && "value" in input && !input.value);
      });
    empty?.focus();
  };

  return (
    <>
      <input ref={withoutReview} type="hidden" name={WITHOUT_REVIEW_FIELD} defaultValue="" />
      <dialog
        ref={dialog}
        className={dialogStyles.dialog}
        aria-labelledby="publish-unreviewed-title"
        aria-describedby="publish-unreviewed-question"
      >
        <h2 id="publish-unreviewed-title">{t("dialogTitle")}</h2>
        <p id="publish-unreviewed-question">{t("dialogQuestion")}</p>
        <div className={dialogStyles.buttons}>
          <button type="button" onClick={fillIn} autoFocus>
            {t("fillIn")}
          </button>
          <button
            type="button"
            className={dialogStyles.primary}
            onClick={() => {
              dialog.current?.close();
              confirm.current?.();
            }}
          >
            {t("publishWithout")}
          </button>
        </div>
      </dialog>
    </>
  );
}
