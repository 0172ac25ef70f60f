"use client";

import { useEffect, useId, useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";
import styles from "./EditorDialog.module.css";

/** The buttons of an editor dialog: remove (when the dialog edits something there), cancel, and its action. */
export interface DialogButtons {
  submit: string;
  cancel: string;
  /** Shown with `onRemove` only. */
  remove?: string;
  onRemove?: () => void;
  /** The action is running: its button waits. */
  busy?: boolean;
}

/**
 * A modal dialog of the body editor (link, image, library figure). It lives in document.body: the
 * editor sits in the record's form, and a form may not hold another. Escape or Cancel closes it
 * (`onClose`).
 */
export function EditorDialog({
  title,
  onSubmit,
  onClose,
  children,
  buttons,
}: {
  title: string;
  onSubmit: (form: HTMLFormElement) => void;
  onClose: () => void;
  children: ReactNode;
  buttons: DialogButtons;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    // Unmounting takes it out of the top layer; closing here would report a cancel (onClose).
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);
  return createPortal(
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={titleId} onClose={onClose}>
      <form
        noValidate
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          event.stopPropagation();
          onSubmit(event.currentTarget);
        }}
      >
        <h2 id={titleId}>{title}</h2>
        {children}
        <div className={styles.buttons}>
          {buttons.onRemove && (
            <button type="button" className={styles.remove} onClick={buttons.onRemove}>
              {buttons.remove}
            </button>
          )}
          <button type="button" onClick={onClose}>
            {buttons.cancel}
          </button>
          <button type="submit" className={styles.primary} disabled={buttons.busy}>
            {buttons.submit}
          </button>
        </div>
      </form>
    </dialog>,
    document.body,
  );
}

/** A text field of an editor dialog with its hint and, when refused, its error (announced). */
export function DialogField({
  name,
  label,
  hint,
  error,
  defaultValue,
  inputMode,
}: {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  defaultValue: string;
  inputMode?: "url" | "text";
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        defaultValue={defaultValue}
        inputMode={inputMode}
        autoComplete="off"
        aria-invalid={Boolean(error)}
        aria-describedby={described}
      />
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </>
  );
}
