"use client";

import { submitsIntent } from "@/lib/publishing/intent";
import { useTranslations } from "next-intl";
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import {
  formFieldValues,
  identicalFields,
  type FieldValues,
  type TranslationCheck,
} from "@/lib/counterparts/identical";
import dialogStyles from "./ConfirmDialog.module.css";
import styles from "./UntranslatedFields.module.css";

const Identical = createContext<ReadonlySet<string>>(new Set());

const sameFields = (a: readonly string[], b: readonly string[]) => a.join("\n") === b.join("\n");

/**
 * Put around a record form's fields when the record is a version of a Turkish one: each compared
 * text field still identical to the Turkish value is marked "not yet translated" (as loaded, then as
 * typed), and saving it with "Aktif" on, when it was not active, asks first, naming those fields.
 */
export function UntranslatedFields({
  check,
  initial,
  wasActive,
  labels,
  children,
}: {
  check: TranslationCheck | null | undefined;
  /** The form's values as loaded. */
  initial: FieldValues;
  /** Stored active already: saving it again publishes nothing new, so it does not ask. */
  wasActive: boolean;
  /** The fields' names as the form's labels say them. */
  labels: Readonly<Record<string, string>>;
  children: ReactNode;
}) {
  const t = useTranslations("Admin.editing.publish");
  const [identical, setIdentical] = useState<string[]>(() =>
    check ? identicalFields(check.fields, initial, check.source) : [],
  );
  const anchor = useRef<HTMLSpanElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const confirm = useRef<(() => void) | null>(null);

  useEffect(() => {
    const form = anchor.current?.closest("form");
    if (!check || !form) return;
    const current = () =>
      identicalFields(check.fields, formFieldValues(check.fields, new FormData(form)), check.source);
    // A moment later: the rich-text editor writes its hidden field after the keystroke.
    const update = () =>
      setTimeout(() => {
        const now = current();
        setIdentical((before) => (sameFields(before, now) ? before : now));
      });
    let confirmed = false;
    const onSubmit = (event: SubmitEvent) => {
      const publishes = submitsIntent(event.submitter, "publish") && !wasActive;
      const fields = publishes && !confirmed ? current() : [];
      confirmed = false;
      if (fields.length === 0) return;
      // Before React's own listener: a prevented submit runs no action.
      event.preventDefault();
      setIdentical(fields);
      const submitter = event.submitter;
      confirm.current = () => {
        confirmed = true;
        form.requestSubmit(submitter);
      };
      dialog.current?.showModal();
    };
    const edits = ["input", "change", "keyup", "click"] as const;
    for (const type of edits) form.addEventListener(type, update);
    form.addEventListener("submit", onSubmit);
    return () => {
      for (const type of edits) form.removeEventListener(type, update);
      form.removeEventListener("submit", onSubmit);
    };
  }, [check, wasActive]);

  return (
    <Identical.Provider value={new Set(identical)}>
      <span ref={anchor} hidden />
      {children}
      <dialog
        ref={dialog}
        className={dialogStyles.dialog}
        aria-labelledby="publish-untranslated-title"
        aria-describedby="publish-untranslated-question"
      >
        <h2 id="publish-untranslated-title">{t("title")}</h2>
        <p id="publish-untranslated-question">
          {t("question", { fields: identical.map((field) => labels[field] ?? field).join(", ") })}
        </p>
        <div className={dialogStyles.buttons}>
          <button type="button" onClick={() => dialog.current?.close()} autoFocus>
            {t("cancel")}
          </button>
          <button
            type="button"
            className={dialogStyles.danger}
            onClick={() => {
              dialog.current?.close();
              confirm.current?.();
            }}
          >
            {t("confirm")}
          </button>
        </div>
      </dialog>
    </Identical.Provider>
  );
}

/** Beside a field's label: "not yet translated" while the field is still the Turkish version's. */
export function UntranslatedMark({ field }: { field: string }) {
  const t = useTranslations("Admin.editing");
  const identical = useContext(Identical);
  if (!identical.has(field)) return null;
  return (
    <span className={styles.mark} title={t("untranslatedTitle")}>
      {t("untranslated")}
    </span>
  );
}
