"use client";

import { useTranslations } from "next-intl";
import { useActionState, useId } from "react";
import { copyAllMissingAction } from "@/lib/counterparts/actions";
import type { CopyMissingState } from "@/lib/counterparts/form";
import styles from "./Coverage.module.css";

/** One language's "copy everything missing": one click, one step; a refusal shows beside the button. */
export function CopyAllMissingButton({
  languageCode,
  adminLang,
  text,
  label,
}: {
  languageCode: string;
  adminLang: string;
  /** What the button says, and its accessible name (which language, how many items). */
  text: string;
  label: string;
}) {
  const t = useTranslations("Admin.coverage");
  const [state, action, pending] = useActionState<CopyMissingState, FormData>(copyAllMissingAction, {
    status: "idle",
  });
  const errorId = useId();
  const failed = state.status === "error";
  const error = state.error ?? "copyFailed";
  return (
    <form action={action} className={styles.create}>
      <input type="hidden" name="languageCode" value={languageCode} />
      <input type="hidden" name="adminLang" value={adminLang} />
      <button type="submit" aria-label={label} aria-describedby={failed ? errorId : undefined} disabled={pending}>
        {pending ? t("copying") : text}
      </button>
      {failed && (
        <span id={errorId} role="alert" className={styles.error}>
          {error === "slugTaken" && state.item
            ? t("copyErrors.slugTakenItem", { item: state.item })
            : t(`copyErrors.${error}`)}
        </span>
      )}
    </form>
  );
}
