"use client";

import { useActionState } from "react";
import styles from "./AdminTable.module.css";

export interface RowActionState {
  status: "idle" | "error";
  error?: string;
}

/**
 * A list row's one-click action (toggle a status, make default): a form with one button, whose
 * server action authorizes itself. Success reloads the list; a failure shows the spec's alert text.
 */
export function RowActionButton({
  action,
  fields,
  label,
  children,
  errors,
  className,
}: {
  action: (state: RowActionState, formData: FormData) => Promise<RowActionState>;
  fields: Record<string, string | number>;
  label: string;
  children: React.ReactNode;
  /** Error code → message; "failed" is the fallback. */
  errors: Record<string, string> & { failed: string };
  className?: string;
}) {
  const [state, formAction, pending] = useActionState(action, { status: "idle" });
  return (
    <form action={formAction} className={styles.rowForm}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={className} aria-label={label} disabled={pending}>
        {children}
      </button>
      {state.status === "error" && (
        <span role="alert" className={styles.rowError}>
          {errors[state.error ?? ""] ?? errors.failed}
        </span>
      )}
    </form>
  );
}
