"use client";

import { useActionState, useId, useRef, type ReactNode, type RefObject } from "react";
import styles from "./ConfirmDialog.module.css";

/** What a write behind a confirmation answers (the success path redirects, which closes the dialog). */
export interface ConfirmActionState {
  status: "idle" | "error";
  error?: string;
}

export interface ConfirmTexts {
  /** The button's visible text, and its accessible name when the row's context is needed ("Delete X"). */
  button: string;
  buttonLabel?: string;
  title: string;
  question: string;
  cancel: string;
  confirm: string;
  /** Error code → message; "failed" is the fallback. */
  errors: Record<string, string> & { failed: string };
}

/**
 * The admin's question before a write that cannot be taken back or changes more than the row: a
 * native modal dialog (keyboard-reachable, Escape closes it, focus returns to the button that opened
 * it), opened on "Cancel" so Enter never confirms by accident. `children` are its confirm controls.
 */
export function ConfirmDialog({
  dialogRef,
  title,
  question,
  cancel,
  error,
  children,
}: {
  dialogRef: RefObject<HTMLDialogElement | null>;
  title: string;
  question: string;
  cancel: string;
  /** A refusal of the confirmed write, shown in the dialog (which stays open). */
  error?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-question`}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      <p id={`${id}-question`}>{question}</p>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.buttons}>
        <button type="button" onClick={() => dialogRef.current?.close()} autoFocus>
          {cancel}
        </button>
        {children}
      </div>
    </dialog>
  );
}

/** An optional text the person may give with the confirmation (a deleted page's redirect target). */
export interface ConfirmInput {
  name: string;
  label: string;
  hint: string;
}

/** A button whose server action (which authorizes itself) runs only once its dialog is confirmed. */
export function ConfirmButton({
  action,
  fields,
  texts,
  tone = "danger",
  className,
  disabledReason,
  input,
}: {
  action: (state: ConfirmActionState, formData: FormData) => Promise<ConfirmActionState>;
  fields: Record<string, string | number>;
  texts: ConfirmTexts;
  /** A delete is red; a change that is no loss (make default) is the brand's. */
  tone?: "danger" | "primary";
  /** The opening button's class (a list row's own style); the tone's by default. */
  className?: string;
  /** Set when the action may not run: the button is disabled and its title says why. */
  disabledReason?: string;
  input?: ConfirmInput;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const inputId = useId();
  const [state, formAction, pending] = useActionState(action, { status: "idle" });
  const toneClass = tone === "danger" ? styles.danger : styles.primary;
  return (
    <>
      <button
        type="button"
        className={className ?? toneClass}
        onClick={() => dialog.current?.showModal()}
        aria-label={texts.buttonLabel}
        aria-haspopup="dialog"
        disabled={Boolean(disabledReason)}
        title={disabledReason}
      >
        {texts.button}
      </button>
      <ConfirmDialog
        dialogRef={dialog}
        title={texts.title}
        question={texts.question}
        cancel={texts.cancel}
        error={state.status === "error" ? (texts.errors[state.error ?? ""] ?? texts.errors.failed) : undefined}
      >
        <form action={formAction} className={styles.confirmForm}>
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {input && (
            <label htmlFor={inputId} className={styles.input}>
              {input.label}
              <input id={inputId} name={input.name} type="text" aria-describedby={`${inputId}-hint`} />
              <small id={`${inputId}-hint`}>{input.hint}</small>
            </label>
          )}
          <button type="submit" className={toneClass} disabled={pending}>
            {texts.confirm}
          </button>
        </form>
      </ConfirmDialog>
    </>
  );
}
