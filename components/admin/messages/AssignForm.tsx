"use client";

import { useActionState } from "react";
import { assignMessageAction, type InboxActionState } from "@/lib/contact-messages/inbox-actions";
import styles from "./MessageView.module.css";

/** Gives the message to a team member (those who speak its language first), or to nobody. */
export function AssignForm({
  fields,
  options,
  current,
  texts,
}: {
  fields: Record<string, string | number>;
  options: { id: number; label: string }[];
  current: number | null;
  texts: { label: string; nobody: string; submit: string; errors: Record<string, string> & { failed: string } };
}) {
  const [state, formAction, pending] = useActionState<InboxActionState, FormData>(assignMessageAction, {
    status: "idle",
  });
  return (
    <form action={formAction} className={styles.assign}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label>
        <span>{texts.label}</span>
        <select name="memberId" defaultValue={current ?? ""}>
          <option value="">{texts.nobody}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" disabled={pending}>
        {texts.submit}
      </button>
      {state.status === "error" && (
        <span role="alert" className={styles.error}>
          {texts.errors[state.error ?? ""] ?? texts.errors.failed}
        </span>
      )}
    </form>
  );
}
