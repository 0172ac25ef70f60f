"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { saveMaintenanceAction } from "@/lib/maintenance/actions";
import type { MaintenanceFormState, MaintenanceFormValues } from "@/lib/maintenance/form";
import { fieldErrors, FormAlert, useHydrated } from "../FormParts";
import { UnsavedChangesGuard } from "../UnsavedChangesGuard";
import { MaintenanceSwitch } from "./MaintenanceSwitch";
import { MaintenanceTexts, type TextLanguage } from "./MaintenanceTexts";
import styles from "../AdminForm.module.css";

/** The maintenance settings; the toggle saves what the form holds together with the new mode. */
export function MaintenanceForm({
  adminLang,
  initial,
  updatedAt,
  languages,
  firmContact,
}: {
  adminLang: string;
  /** The firm's first e-mail and phone (Site ayarları): what the screen shows while these are blank. */
  firmContact: { email: string; phone: string };
  initial: MaintenanceFormValues;
  updatedAt: number;
  /** The active languages besides Turkish, whose texts the form edits. */
  languages: readonly TextLanguage[];
}) {
  const t = useTranslations("Admin.maintenance");
  const [state, action, pending] = useActionState<MaintenanceFormState, FormData>(saveMaintenanceAction, {
    status: "idle",
  });
  const values = state.values ?? initial;
  const hydrated = useHydrated();
  const errors = fieldErrors<Exclude<keyof MaintenanceFormValues, "texts">>(state.fieldErrors, (code) =>
    t(`errors.${code}`),
  );
  return (
    <form action={action} className={styles.form} noValidate data-ready={hydrated || undefined}>
      <input type="hidden" name="adminLang" value={adminLang} />
      <input type="hidden" name="updatedAt" value={updatedAt} />
      <input type="hidden" name="isActive" value={String(initial.isActive)} />
      <FormAlert>{state.error && t(`errors.${state.error}`)}</FormAlert>
      <UnsavedChangesGuard />
      <MaintenanceSwitch isActive={initial.isActive} pending={pending} />

      <label htmlFor="title">{t("titleField")} *</label>
      <input id="title" name="title" defaultValue={values.title} required {...errors.aria("title")} />
      {errors.text("title")}

      <label htmlFor="message">{t("message")}</label>
      <textarea id="message" name="message" rows={4} defaultValue={values.message} {...errors.aria("message")} />
      {errors.text("message")}

      <label htmlFor="estimatedTime">{t("estimatedTime")}</label>
      <input
        id="estimatedTime"
        name="estimatedTime"
        defaultValue={values.estimatedTime}
        {...errors.aria("estimatedTime")}
      />
      {errors.text("estimatedTime")}

      <label htmlFor="contactEmail">{t("contactEmail")}</label>
      <input
        id="contactEmail"
        name="contactEmail"
        type="email"
        defaultValue={values.contactEmail}
        placeholder={firmContact.email}
        {...errors.aria("contactEmail", "contact-hint")}
      />
      {errors.text("contactEmail")}

      <label htmlFor="contactPhone">{t("contactPhone")}</label>
      <input
        id="contactPhone"
        name="contactPhone"
        type="tel"
        defaultValue={values.contactPhone}
        placeholder={firmContact.phone}
        {...errors.aria("contactPhone", "contact-hint")}
      />
      {errors.text("contactPhone")}
      <p id="contact-hint" className={styles.hint}>
        {t("contactHint")}
      </p>

      <MaintenanceTexts
        languages={languages}
        texts={values.texts}
        turkish={values}
        error={state.fieldErrors?.texts && t(`errors.${state.fieldErrors.texts}`)}
      />

      <div className={styles.buttons}>
        <button type="submit" name="intent" value="save" className={styles.primaryButton} disabled={pending}>
          {pending ? t("saving") : t("save")}
        </button>
      </div>
    </form>
  );
}
