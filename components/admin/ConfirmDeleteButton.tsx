"use client";

import { useActionState, useRef } from "react";
import type { DeleteState } from "@/lib/admin/forms";
import styles from "./ConfirmDialog.module.css";

export interface ConfirmDeleteTexts {
  button: string;
  buttonLabel: string;
  title: string;
  question: string;
  cancel: string;
  confirm: string;
  /** Error code → message. */
  errors: Record<string, string>;
}

/** Delete asks first, in a real (keyboard-reachable) dialog; its server action authorizes itself. */
export function ConfirmDeleteButton({
  action,
  fields,
  texts,
  disabledReason,
}: {
  action: (state: DeleteState, formData: FormData) => Promise<DeleteState>;
  fields: Record<string, string | number>;
  texts: ConfirmDeleteTexts;
  /** Set when the row may not be deleted: the button is disabled and its title says why. */
  disabledReason?: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [state, formAction, pending] = useActionState(action, { status: "idle" });
  const titleId = `delete-${Object.values(fields).join("-")}`;
  return (
    <>
      <button
        type="button"
        className={styles.danger}
        onClick={() => dialog.current?.showModal()}
        aria-label={texts.buttonLabel}
        disabled={Boolean(disabledReason)}
        title={disabledReason}
      >
        {texts.button}
      </button>
      <dialog ref={dialog} className={styles.dialog} aria-labelledby={titleId}>
        <form action={formAction}>
          <h2 id={titleId}>{texts.title}</h2>
          <p>{texts.question}</p>
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {state.status === "error" && (
            <p role="alert" className={styles.error}>
              {texts.errors[state.error ?? ""] ?? texts.errors.deleteFailed}
            </p>
          )}
          <div className={styles.buttons}>
            <button type="button" onClick={() => dialog.current?.close()} autoFocus>
              {texts.cancel}
            </button>
            <button type="submit" className={styles.danger} disabled={pending}>
              {texts.confirm}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
