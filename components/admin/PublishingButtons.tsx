"use client";

import { useTranslations } from "next-intl";
import { discardDraftAction } from "@/lib/publishing/actions";
import { INTENT_FIELD, type PublishedEntity } from "@/lib/publishing/intent";
import { publicationState, type PublicationColumns } from "@/lib/publishing/state";
import { PublicationBadge } from "./PublicationBadge";
import { ScheduleFields } from "./ScheduleFields";
import styles from "./AdminForm.module.css";

/**
 * The end of a category, topic or team member form: where the item stands, and what a save does.
 * "Taslağı kaydet" keeps working on it (on a published item, its working copy: the live page stays
 * as it is) and stays on the form; "Yayınla" puts the form on the site; a published item can be
 * taken off it, and its working copy dropped.
 */
export function PublishingButtons({
  entity,
  publication,
  pending,
  fieldErrors,
}: {
  entity: PublishedEntity;
  /** The saved item's state; none on create. */
  publication?: PublicationColumns;
  pending: boolean;
  /** The refused save's field errors (the schedule's among them). */
  fieldErrors?: Partial<Record<string, string>>;
}) {
  const t = useTranslations("Admin.publishing");
  const live = publication?.isActive ?? false;
  const hasDraft = live && publication?.draft != null;
  return (
    <div className={styles.publishing}>
      {publication && (
        <p className={styles.hint}>
          {t("stateLabel")} <PublicationBadge state={publicationState(publication)} /> {live && t("liveHint")}
        </p>
      )}
      <input type="hidden" name="entity" value={entity} />
      <ScheduleFields
        publishAt={publication?.publishAt ?? null}
        unpublishAt={publication?.unpublishAt ?? null}
        fieldErrors={fieldErrors}
        pending={pending}
      />
      <div className={styles.buttons}>
        <button type="submit" name={INTENT_FIELD} value="publish" className={styles.primaryButton} disabled={pending}>
          {live ? t("publishChanges") : t("publish")}
        </button>
        <button type="submit" name={INTENT_FIELD} value="draft" className={styles.secondaryButton} disabled={pending}>
          {t("saveDraft")}
        </button>
        {hasDraft && (
          <button type="submit" formAction={discardDraftAction} className={styles.secondaryButton} disabled={pending}>
            {t("discard")}
          </button>
        )}
        {live && (
          <button
            type="submit"
            name={INTENT_FIELD}
            value="unpublish"
            className={styles.secondaryButton}
            disabled={pending}
          >
            {t("unpublish")}
          </button>
        )}
      </div>
    </div>
  );
}

/**
 * The first submit button of a category, topic or team member form, unseen: Enter in a field submits
 * with the form's first button, and that must save a draft, never publish, schedule or take off.
 */
export function EnterSavesDraft() {
  return (
    <button type="submit" name={INTENT_FIELD} value="draft" className="visually-hidden" tabIndex={-1} aria-hidden>
      draft
    </button>
  );
}
