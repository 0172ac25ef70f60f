"use client";

import { useActionState, useId } from "react";
import { linkCounterpartAction, unlinkCounterpartAction } from "@/lib/counterparts/actions";
import type { CounterpartLinkState } from "@/lib/counterparts/form";
import type { CounterpartEntity } from "@/lib/counterparts/mutations";
import type { CounterpartOption } from "@/lib/counterparts/queries";
import formStyles from "./AdminForm.module.css";
import styles from "./CounterpartsPanel.module.css";

interface Common {
  entity: CounterpartEntity;
  id: number;
  adminLang: string;
  /** Error code → message, in the admin's language. */
  errors: Record<string, string>;
  working: string;
}

/** Pairs this row with one of `candidates` (rows of one other language). */
export function LinkCounterpartForm({
  candidates,
  label,
  choose,
  submit,
  ...common
}: Common & { candidates: CounterpartOption[]; label: string; choose: string; submit: string }) {
  const [state, action, pending] = useActionState<CounterpartLinkState, FormData>(linkCounterpartAction, {
    status: "idle",
  });
  const selectId = useId();
  return (
    <form action={action} className={styles.inline}>
      <Hidden {...common} />
      <label htmlFor={selectId}>{label}</label>
      <select
        id={selectId}
        name="otherId"
        defaultValue=""
        aria-invalid={state.status === "error"}
        aria-describedby={state.error ? `${selectId}-error` : undefined}
      >
        <option value="">{choose}</option>
        {candidates.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {candidate.label}
          </option>
        ))}
      </select>
      <button type="submit" className={formStyles.primaryButton} disabled={pending}>
        {pending ? common.working : submit}
      </button>
      <Problem id={`${selectId}-error`} state={state} errors={common.errors} />
    </form>
  );
}

/** Takes `counterpartId` out of this row's versions. */
export function UnlinkCounterpartForm({
  counterpartId,
  submit,
  submitLabel,
  ...common
}: Common & { counterpartId: number; submit: string; submitLabel: string }) {
  const [state, action, pending] = useActionState<CounterpartLinkState, FormData>(unlinkCounterpartAction, {
    status: "idle",
  });
  const errorId = useId();
  return (
    <form action={action} className={styles.inline}>
      <Hidden {...common} />
      <input type="hidden" name="counterpartId" value={counterpartId} />
      <button type="submit" className={styles.secondary} disabled={pending} aria-label={submitLabel}>
        {pending ? common.working : submit}
      </button>
      <Problem id={errorId} state={state} errors={common.errors} />
    </form>
  );
}

function Hidden({ entity, id, adminLang }: Common) {
  return (
    <>
      <input type="hidden" name="entity" value={entity} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="adminLang" value={adminLang} />
    </>
  );
}

function Problem({ id, state, errors }: { id: string; state: CounterpartLinkState; errors: Record<string, string> }) {
  if (state.status !== "error") return null;
  return (
    <p id={id} role="alert" className={styles.error}>
      {errors[state.error ?? ""] ?? errors.linkFailed}
    </p>
  );
}
