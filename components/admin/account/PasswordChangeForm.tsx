"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { changePasswordAction, type PasswordChangeState } from "@/lib/admin-users/actions";
import type { PasswordChangeField } from "@/lib/admin-users/password-change";
import { PASSWORD_LENGTH } from "@/lib/admin-users/password-policy";
import { fieldErrors, FormAlert, useHydrated } from "../FormParts";
import styles from "../AdminForm.module.css";

/** The signed-in administrator's "change my password": current, new, and the new one again. */
export function PasswordChangeForm() {
  const t = useTranslations("Admin.account");
  const [state, action, pending] = useActionState<PasswordChangeState, FormData>(changePasswordAction, {
    status: "idle",
  });
  const hydrated = useHydrated();
  const errors = fieldErrors<PasswordChangeField>(state.status === "error" ? state.fieldErrors : undefined, (code) =>
    t(`errors.${code}`, { min: PASSWORD_LENGTH.min, max: PASSWORD_LENGTH.max }),
  );
  return (
    // A new key after each answer empties the fields: passwords are never kept in the page.
    <form
      key={JSON.stringify(state)}
      action={action}
      className={styles.form}
      noValidate
      data-ready={hydrated || undefined}
    >
      <FormAlert>{state.status === "error" && state.error ? t(`errors.${state.error}`) : ""}</FormAlert>
      {state.status === "saved" && (
        <p role="status" className={styles.status}>
          {t("saved")}
        </p>
      )}
      <label htmlFor="current">{t("current")} *</label>
      <input
        id="current"
        name="current"
        type="password"
        autoComplete="current-password"
        required
        {...errors.aria("current")}
      />
      {errors.text("current")}

      <label htmlFor="next">{t("next")} *</label>
      <input
        id="next"
        name="next"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_LENGTH.min}
        maxLength={PASSWORD_LENGTH.max}
        {...errors.aria("next")}
      />
      {errors.text("next")}

      <label htmlFor="confirm">{t("confirm")} *</label>
      <input
        id="confirm"
        name="confirm"
        type="password"
        autoComplete="new-password"
        required
        {...errors.aria("confirm")}
      />
      {errors.text("confirm")}

      <div className={styles.buttons}>
        <button type="submit" className={styles.primaryButton} disabled={pending}>
          {pending ? t("saving") : t("submit")}
        </button>
      </div>
    </form>
  );
}
