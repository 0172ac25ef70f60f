"use client";

import { useTranslations } from "next-intl";
import { Fragment } from "react";
import { TEXT_FIELDS, textFieldName, type TextField } from "@/lib/maintenance/form";
import { MAINTENANCE_DEFAULTS, type MaintenanceText } from "@/lib/maintenance/schema";
import formStyles from "../AdminForm.module.css";
import styles from "./MaintenanceTexts.module.css";

export interface TextLanguage {
  code: string;
  nativeName: string;
}

const LABELS: Record<TextField, "titleField" | "message" | "estimatedTime"> = {
  title: "titleField",
  message: "message",
  estimatedTime: "estimatedTime",
};

/**
 * The screen's texts in each active language but Turkish, one fieldset each. A blank field shows the
 * Turkish text above it (its placeholder shows it), or the default's translation while that is the spec's.
 */
export function MaintenanceTexts({
  languages,
  texts,
  turkish,
  error,
}: {
  languages: readonly TextLanguage[];
  texts: Record<string, MaintenanceText>;
  turkish: MaintenanceText;
  error?: string;
}) {
  const t = useTranslations("Admin.maintenance");
  if (languages.length === 0) return null;
  return (
    <section aria-labelledby="maintenance-texts" aria-describedby="maintenance-texts-hint">
      <h2 id="maintenance-texts" className={styles.heading}>
        {t("textsTitle")}
      </h2>
      <p id="maintenance-texts-hint" className={formStyles.hint}>
        {t("textsHint")}
      </p>
      {error && (
        <p id="texts-error" className={formStyles.fieldError}>
          {error}
        </p>
      )}
      {languages.map((language) => (
        <fieldset key={language.code} className={formStyles.fieldset} lang={language.code}>
          <legend>{t("textsIn", { language: language.nativeName, code: language.code })}</legend>
          {TEXT_FIELDS.map((field) => {
            const name = textFieldName(language.code, field);
            const value = texts[language.code]?.[field] ?? "";
            // The Turkish text as the hint of what shows meanwhile; the spec's defaults show translated instead.
            const fallback = turkish[field] !== MAINTENANCE_DEFAULTS[field] ? turkish[field] : "";
            const shared = { id: name, name, defaultValue: value, placeholder: fallback || undefined };
            return (
              <Fragment key={field}>
                <label htmlFor={name}>{t(LABELS[field])}</label>
                {field === "message" ? <textarea rows={3} {...shared} /> : <input {...shared} />}
              </Fragment>
            );
          })}
        </fieldset>
      ))}
    </section>
  );
}
