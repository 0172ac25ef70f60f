"use client";

import { useTranslations } from "next-intl";
import { useActionState, useState } from "react";
import { saveLanguageAction } from "@/lib/languages/actions";
import type { LanguageFormState, LanguageFormValues } from "@/lib/languages/form";
import { fieldErrors, FormAlert, OrderActiveAndSave, useHydrated } from "../FormParts";
import { UnsavedChangesGuard } from "../UnsavedChangesGuard";
import { LanguageCodeCheck } from "./LanguageCodeCheck";
import styles from "../AdminForm.module.css";

/**
 * Create or edit a language. The code is typed once: read-only when editing, as a code never changes.
 * Every error shows next to its field; whatever was typed stays in the form.
 */
export function LanguageForm({
  adminLang,
  initial,
  existing,
}: {
  adminLang: string;
  initial: LanguageFormValues;
  existing?: { id: number; updatedAt: number };
}) {
  const t = useTranslations("Admin.languages");
  const [state, action, pending] = useActionState<LanguageFormState, FormData>(saveLanguageAction, { status: "idle" });
  const values = state.values ?? initial;
  const [typedCode, setTypedCode] = useState(values.code);
  const hydrated = useHydrated();
  const errors = fieldErrors<keyof LanguageFormValues>(state.fieldErrors, (code) => t(`errors.${code}`));
  return (
    <form action={action} className={styles.form} noValidate data-ready={hydrated || undefined}>
      <input type="hidden" name="adminLang" value={adminLang} />
      {existing && <input type="hidden" name="id" value={existing.id} />}
      {existing && <input type="hidden" name="updatedAt" value={existing.updatedAt} />}
      <FormAlert>{state.error && t(`errors.${state.error}`)}</FormAlert>
      <UnsavedChangesGuard />

      <label htmlFor="code">{t("code")} *</label>
      <input
        id="code"
        name="code"
        defaultValue={values.code}
        readOnly={Boolean(existing)}
        maxLength={3}
        autoComplete="off"
        required
        onChange={(event) => setTypedCode(event.target.value)}
        {...errors.aria("code", existing ? "code-hint" : "code-hint code-check")}
      />
      <p id="code-hint" className={styles.hint}>
        {t("codeHint")}
      </p>
      {!existing && <LanguageCodeCheck code={typedCode} adminLang={adminLang} />}
      {errors.text("code")}

      <label htmlFor="name">{t("name")} *</label>
      <input id="name" name="name" defaultValue={values.name} required {...errors.aria("name")} />
      {errors.text("name")}

      <label htmlFor="nativeName">{t("nativeName")} *</label>
      <input
        id="nativeName"
        name="nativeName"
        defaultValue={values.nativeName}
        required
        {...errors.aria("nativeName")}
      />
      {errors.text("nativeName")}

      <label htmlFor="flag">{t("flag")} *</label>
      <input id="flag" name="flag" defaultValue={values.flag} required {...errors.aria("flag", "flag-hint")} />
      <p id="flag-hint" className={styles.hint}>
        {t("flagHint")}
      </p>
      {errors.text("flag")}

      <OrderActiveAndSave values={values} errors={errors} t={t} pending={pending} />
    </form>
  );
}
