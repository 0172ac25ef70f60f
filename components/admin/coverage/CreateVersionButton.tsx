"use client";

import { useTranslations } from "next-intl";
import { useActionState, useId } from "react";
import { createMissingVersionAction } from "@/lib/counterparts/actions";
import type { MissingVersionState } from "@/lib/counterparts/form";
import type { CounterpartEntity } from "@/lib/counterparts/mutations";
import styles from "./Coverage.module.css";

/**
 * A missing cell's one click: the version made from the Turkish item, inactive, then its edit form.
 * A refusal shows in the cell, with the pre-filled create form as the way round a taken slug.
 */
export function CreateVersionButton({
  entity,
  sourceId,
  languageCode,
  adminLang,
  label,
  formHref,
  categoryFormHref,
}: {
  entity: CounterpartEntity;
  sourceId: number;
  languageCode: string;
  adminLang: string;
  /** The button's accessible name: which version of what it creates. */
  label: string;
  /** The pre-filled create form of this version (to choose another slug). */
  formHref: string;
  /** For a topic: the pre-filled create form of its category's version (when that one's slug is taken). */
  categoryFormHref?: string;
}) {
  const t = useTranslations("Admin.coverage");
  const [state, action, pending] = useActionState<MissingVersionState, FormData>(createMissingVersionAction, { status: "idle" });
  const errorId = useId();
  const failed = state.status === "error";
  return (
    <form action={action} className={styles.create}>
      <input type="hidden" name="entity" value={entity} />
      <input type="hidden" name="sourceId" value={sourceId} />
      <input type="hidden" name="languageCode" value={languageCode} />
      <input type="hidden" name="adminLang" value={adminLang} />
      <button type="submit" aria-label={label} aria-describedby={failed ? errorId : undefined} disabled={pending}>
        {pending ? t("creating") : `+ ${t("create")}`}
      </button>
      {failed && (
        <span id={errorId} role="alert" className={styles.error}>
          {t(`errors.${state.error ?? "createFailed"}`)}{" "}
          {state.error === "slugTaken" && <a href={formHref}>{t("openForm")}</a>}
          {state.error === "categorySlugTaken" && categoryFormHref && <a href={categoryFormHref}>{t("openForm")}</a>}
        </span>
      )}
    </form>
  );
}
