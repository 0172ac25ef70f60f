"use client";

import { useTranslations } from "next-intl";
import { Fragment, useActionState } from "react";
import { saveRedirectAction } from "@/lib/redirects/actions";
import type { RedirectFormState, RedirectFormValues } from "@/lib/redirects/form";
import { fieldErrors, FormAlert, SubmitButton, useHydrated } from "../FormParts";
import { UnsavedChangesGuard } from "../UnsavedChangesGuard";
import styles from "../AdminForm.module.css";

/** The two addresses, each with its hint (both are addresses, typed alike). */
const FIELDS = [
  { name: "fromPath", hint: "fromHint" },
  { name: "toPath", hint: "toHint" },
] as const;

/** Adds or changes a redirect; a refusal (a loop, a live page at the old address) shows by its field. */
export function RedirectForm({
  adminLang,
  initial,
  existing,
}: {
  adminLang: string;
  initial: RedirectFormValues;
  existing?: { id: number; updatedAt: number };
}) {
  const t = useTranslations("Admin.redirects");
  const [state, action, pending] = useActionState<RedirectFormState, FormData>(saveRedirectAction, { status: "idle" });
  const values = state.values ?? initial;
  const hydrated = useHydrated();
  const errors = fieldErrors<keyof RedirectFormValues>(state.fieldErrors, (code) => t(`errors.${code}`));
  return (
    <form action={action} className={styles.form} noValidate data-ready={hydrated || undefined}>
      <input type="hidden" name="adminLang" value={adminLang} />
      {existing && <input type="hidden" name="id" value={existing.id} />}
      {existing && <input type="hidden" name="updatedAt" value={existing.updatedAt} />}
      <FormAlert>{state.error && t(`errors.${state.error}`)}</FormAlert>
      <UnsavedChangesGuard />

      {FIELDS.map(({ name, hint }) => (
        <Fragment key={name}>
          <label htmlFor={name}>{t(name)} *</label>
          <input
            id={name}
            name={name}
            defaultValue={values[name]}
            required
            autoComplete="off"
            spellCheck={false}
            {...errors.aria(name, `${name}-hint`)}
          />
          <p id={`${name}-hint`} className={styles.hint}>
            {t(hint)}
          </p>
          {errors.text(name)}
        </Fragment>
      ))}

      <SubmitButton pending={pending} save={t("save")} saving={t("saving")} />
    </form>
  );
}
