"use client";

import { useTranslations } from "next-intl";
import { useActionState, useRef } from "react";
import { deleteTranslationAction, saveTranslationRowAction } from "@/lib/translations/actions";
import type { TranslationRowState } from "@/lib/translations/form";
import { ConfirmDeleteButton } from "../ConfirmDeleteButton";
import styles from "./Translations.module.css";
import { forgetOutcome } from "../Toast";
import { useHydrated } from "../FormParts";

/** One source text and its translation, edited in place; saved by its button or Ctrl+Enter. */
export function TranslationRow({
  adminLang,
  languageCode,
  source,
  text,
  placeholder,
  index,
  savedId,
}: {
  adminLang: string;
  languageCode: string;
  source: string;
  text: string;
  placeholder: string;
  index: number;
  /** The admin's own translation row, which can be deleted (the shipped text then shows again). */
  savedId?: number;
}) {
  const t = useTranslations("Admin.translations");
  const [state, action, pending] = useActionState<TranslationRowState, FormData>(saveTranslationRowAction, {
    status: "idle",
  });
  const form = useRef<HTMLFormElement>(null);
  // Text typed before the row runs in the browser is not React's: tests wait for `data-ready`.
  const hydrated = useHydrated();
  const id = `translation-${index}`;
  return (
    <div className={styles.row}>
      <form
        ref={form}
        action={action}
        onSubmit={forgetOutcome}
        className={styles.rowForm}
        data-ready={hydrated || undefined}
      >
        <input type="hidden" name="languageCode" value={languageCode} />
        <input type="hidden" name="source" value={source} />
        <label htmlFor={id} className={styles.source} lang="tr">
          {source}
        </label>
        <textarea
          id={id}
          name="text"
          rows={2}
          defaultValue={state.text ?? text}
          placeholder={placeholder}
          onKeyDown={(event) => {
            if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              form.current?.requestSubmit();
            }
          }}
        />
        <div className={styles.rowActions}>
          <button type="submit" disabled={pending} aria-label={t("saveNamed", { source })}>
            {t("save")}
          </button>
          <span role="status" className={state.status === "error" ? styles.failed : styles.saved}>
            {pending
              ? t("saving")
              : state.status === "saved"
                ? t("saved")
                : state.status === "error"
                  ? t(state.error && t.has(`errors.${state.error}`) ? `errors.${state.error}` : "errors.saveFailed")
                  : ""}
          </span>
        </div>
      </form>
      {/* Outside the row's form: a form inside a form would submit the outer one. */}
      {savedId !== undefined && (
        <ConfirmDeleteButton
          action={deleteTranslationAction}
          fields={{ id: savedId, adminLang }}
          texts={{
            button: t("delete"),
            buttonLabel: t("deleteNamed", { source }),
            title: t("deleteTitle"),
            question: t("deleteConfirm", { source }),
            cancel: t("cancel"),
            confirm: t("confirmDelete"),
            errors: {
              deleteFailed: t("errors.deleteFailed"),
              notFound: t("errors.notFound"),
              unauthorized: t("errors.unauthorized"),
            },
          }}
        />
      )}
    </div>
  );
}
