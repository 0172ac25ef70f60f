"use client";

import { useActionState, useId, useState, type ReactNode } from "react";
import { revokePreviewLinkAction } from "@/lib/preview/actions";
import type { PreviewLinkState } from "@/lib/preview/link-state";
import formStyles from "./AdminForm.module.css";
import styles from "./PreviewPanel.module.css";

type Action = (previous: PreviewLinkState, formData: FormData) => Promise<PreviewLinkState>;
const IDLE: PreviewLinkState = { status: "idle" };

/** Makes a link and shows its address once (selected for copying): only its hash is kept. */
export function CreatePreviewLinkForm({
  action,
  texts,
  errors,
}: {
  action: Action;
  texts: { create: string; created: string; linkLabel: string };
  errors: Record<string, string>;
}) {
  const [state, submit, pending] = useActionState(action, IDLE);
  const fieldId = useId();
  return (
    <form action={submit} className={styles.create}>
      <button type="submit" className={formStyles.secondaryButton} disabled={pending}>
        {texts.create}
      </button>
      <div aria-live="polite">
        {state.status === "created" && (
          <div className={styles.created}>
            <p>{texts.created}</p>
            <label htmlFor={fieldId}>{texts.linkLabel}</label>
            <input id={fieldId} readOnly value={state.url} onFocus={(event) => event.currentTarget.select()} />
          </div>
        )}
        {state.status === "error" && <p className={formStyles.fieldError}>{errors[state.error]}</p>}
      </div>
    </form>
  );
}

/** "İptal et" for one link. */
export function RevokePreviewLinkForm({
  linkId,
  texts,
  errors,
}: {
  linkId: number;
  texts: { revoke: string; revokeLabel: string };
  errors: Record<string, string>;
}) {
  const [state, submit, pending] = useActionState(revokePreviewLinkAction, IDLE);
  return (
    <form action={submit}>
      <input type="hidden" name="id" value={linkId} />
      <button type="submit" className={formStyles.secondaryButton} disabled={pending} aria-label={texts.revokeLabel}>
        {texts.revoke}
      </button>
      {state.status === "error" && (
        <p className={formStyles.fieldError} role="alert">
          {errors[state.error]}
        </p>
      )}
    </form>
  );
}

/**
 * The links' panel, open at first when links work; then as the administrator leaves it, so that a
 * revoke or a new link (which refresh the page) does not fold it away.
 */
export function PreviewLinksDisclosure({
  initiallyOpen,
  summary,
  children,
}: {
  initiallyOpen: boolean;
  summary: ReactNode;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <details className={styles.links} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{summary}</summary>
      {children}
    </details>
  );
}
