"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { saveFirmSettingsAction } from "@/lib/firm-settings/actions";
import {
  BLANK_REGISTRATION_ROWS,
  firmTextFieldName,
  registrationFieldName,
  type FirmFormState,
  type FirmFormValues,
} from "@/lib/firm-settings/form";
import { WEEKDAYS, type Registration } from "@/lib/firm-settings/schema";
import { fieldErrors, FormAlert, SubmitButton, useHydrated } from "../FormParts";
import { UnsavedChangesGuard } from "../UnsavedChangesGuard";
import type { TextLanguage } from "../maintenance/MaintenanceTexts";
import formStyles from "../AdminForm.module.css";
import styles from "./FirmSettingsForm.module.css";

type Field = Exclude<keyof FirmFormValues, "texts">;

/** The firm's settings: who and where it is, how to reach it, its hours and figures, and its texts in other languages. */
export function FirmSettingsForm({
  adminLang,
  initial,
  updatedAt,
  languages,
  weekdayNames,
  timeZone,
}: {
  adminLang: string;
  initial: FirmFormValues;
  updatedAt: number;
  languages: readonly TextLanguage[];
  /** The days' names in the admin's language, Monday first. */
  weekdayNames: readonly string[];
  timeZone: string;
}) {
  const t = useTranslations("Admin.site");
  const [state, action, pending] = useActionState<FirmFormState, FormData>(saveFirmSettingsAction, {
    status: "idle",
  });
  const values = state.values ?? initial;
  const hydrated = useHydrated();
  const errors = fieldErrors<Field | "texts">(state.fieldErrors, (code) => t(`errors.${code}`));
  const input = (
    field: Field & keyof FirmFormValues,
    props: { required?: boolean; type?: string; hint?: string } = {},
  ) => (
    <>
      <label htmlFor={field}>
        {t(field)}
        {props.required && " *"}
      </label>
      <input
        id={field}
        name={field}
        type={props.type ?? "text"}
        defaultValue={String(values[field])}
        required={props.required}
        {...errors.aria(field, props.hint)}
      />
      {errors.text(field)}
    </>
  );
  const lines = (field: "phones" | "emails" | "socialProfiles", required = false) => (
    <>
      <label htmlFor={field}>
        {t(field)}
        {required && " *"}
      </label>
      <textarea id={field} name={field} rows={3} defaultValue={values[field]} {...errors.aria(field)} />
      {errors.text(field)}
    </>
  );
  const registrations: Registration[] = [
    ...values.registrations,
    ...Array.from({ length: BLANK_REGISTRATION_ROWS }, () => ({ authority: "", label: "", number: "" })),
  ];
  return (
    <form action={action} className={formStyles.form} noValidate data-ready={hydrated || undefined}>
      <input type="hidden" name="adminLang" value={adminLang} />
      <input type="hidden" name="updatedAt" value={updatedAt} />
      <FormAlert>{state.error && t(`errors.${state.error}`)}</FormAlert>
      <UnsavedChangesGuard />

      <fieldset className={formStyles.fieldset}>
        <legend>{t("identity")}</legend>
        {input("name", { required: true })}
        {input("legalName", { required: true })}
      </fieldset>

      <fieldset className={formStyles.fieldset}>
        <legend>{t("address")}</legend>
        {input("street", { required: true })}
        <div className={styles.row}>
          <div>{input("postalCode", { required: true })}</div>
          <div>{input("district", { required: true })}</div>
          <div>{input("city", { required: true })}</div>
          <div>{input("countryCode", { required: true })}</div>
        </div>
        {input("mapUrl", { type: "url" })}
      </fieldset>

      <fieldset className={formStyles.fieldset}>
        <legend>{t("contact")}</legend>
        {lines("phones", true)}
        {lines("emails", true)}
        {input("enquiryEmail", { type: "email", hint: "enquiryEmail-hint" })}
        <p id="enquiryEmail-hint" className={formStyles.hint}>
          {t("enquiryEmailHint")}
        </p>
        <label className={formStyles.checkbox}>
          <input type="checkbox" name="acknowledgeVisitors" defaultChecked={values.acknowledgeVisitors} />
          {t("acknowledgeVisitors")}
        </label>
        {lines("socialProfiles")}
      </fieldset>

      <fieldset className={formStyles.fieldset} aria-describedby="registrations-hint">
        <legend>{t("registrations")}</legend>
        <p id="registrations-hint" className={formStyles.hint}>
          {t("registrationsHint")}
        </p>
        {registrations.map((registration, index) => (
          <div key={index} className={styles.row} role="group" aria-label={`${t("registrations")} ${index + 1}`}>
            {(["authority", "label", "number"] as const).map((field) => {
              const name = registrationFieldName(index, field);
              const label = t(`registration${field[0]!.toUpperCase()}${field.slice(1)}` as "registrationAuthority");
              return (
                <div key={field}>
                  <label htmlFor={name}>{label}</label>
                  <input id={name} name={name} defaultValue={registration[field]} />
                </div>
              );
            })}
          </div>
        ))}
        {errors.text("registrations")}
      </fieldset>

      <fieldset className={formStyles.fieldset} aria-describedby="hours-zone">
        <legend>{t("hours")}</legend>
        <p id="hours-zone" className={formStyles.hint}>
          {t("timeZone", { zone: timeZone })}
        </p>
        <fieldset className={styles.days}>
          <legend>{t("openDays")}</legend>
          {WEEKDAYS.map((day, index) => (
            <label key={day} className={formStyles.checkbox}>
              <input type="checkbox" name="openDays" value={day} defaultChecked={values.openDays.includes(day)} />
              {weekdayNames[index]}
            </label>
          ))}
        </fieldset>
        <div className={styles.row}>
          <div>{input("opensAt", { type: "time", required: true })}</div>
          <div>{input("closesAt", { type: "time", required: true })}</div>
        </div>
        {input("hoursNote")}
      </fieldset>

      <fieldset className={formStyles.fieldset} aria-describedby="figures-hint">
        <legend>{t("figures")}</legend>
        <p id="figures-hint" className={formStyles.hint}>
          {t("foundingYearHint")} {t("figureHint")}
        </p>
        <div className={styles.row}>
          <div>{input("foundingYear", { type: "number", required: true })}</div>
          <div>{input("clientsServed")}</div>
          <div>{input("countriesServed")}</div>
        </div>
      </fieldset>

      {languages.length > 0 && (
        <fieldset className={formStyles.fieldset} aria-describedby="firm-texts-hint">
          <legend>{t("languages")}</legend>
          <p id="firm-texts-hint" className={formStyles.hint}>
            {t("languagesHint")}
          </p>
          {errors.text("texts")}
          {languages.map((language) => (
            <fieldset key={language.code} className={`${formStyles.fieldset} ${styles.language}`} lang={language.code}>
              <legend>
                {language.nativeName} ({language.code})
              </legend>
              {(["name", "hoursNote"] as const).map((field) => {
                const name = firmTextFieldName(language.code, field);
                return (
                  <div key={field}>
                    <label htmlFor={name}>{t(field)}</label>
                    <input
                      id={name}
                      name={name}
                      defaultValue={values.texts[language.code]?.[field] ?? ""}
                      placeholder={values[field] || undefined}
                    />
                  </div>
                );
              })}
            </fieldset>
          ))}
        </fieldset>
      )}

      <SubmitButton pending={pending} save={t("save")} saving={t("saving")} />
    </form>
  );
}
