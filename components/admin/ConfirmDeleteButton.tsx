"use client";

import type { DeleteState } from "@/lib/admin/forms";
import { ConfirmButton, type ConfirmInput } from "./ConfirmButton";

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
  input,
}: {
  action: (state: DeleteState, formData: FormData) => Promise<DeleteState>;
  fields: Record<string, string | number>;
  texts: ConfirmDeleteTexts;
  /** Set when the row may not be deleted: the button is disabled and its title says why. */
  disabledReason?: string;
  /** An optional text sent with the confirmation (a deleted page's redirect target). */
  input?: ConfirmInput;
}) {
  return (
    <ConfirmButton
      action={action}
      fields={fields}
      texts={{ ...texts, errors: { ...texts.errors, failed: texts.errors.deleteFailed ?? "" } }}
      disabledReason={disabledReason}
      input={input}
    />
  );
}
