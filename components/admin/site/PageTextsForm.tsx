"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { savePageTextsAction } from "@/lib/page-texts/actions";
import type { PageTextRow } from "@/lib/page-texts/editor";
import { seenFieldName, shippedFieldName, textFieldName, type PageTextsFormState } from "@/lib/page-texts/form";
import type { PageTextPage } from "@/lib/page-texts/keys";
import { FormAlert, SubmitButton, useHydrated } from "../FormParts";
import { UnsavedChangesGuard } from "../UnsavedChangesGuard";
import formStyles from "../AdminForm.module.css";
import styles from "./PageTexts.module.css";

/** "About.values.items.expertise.text" → "values › items › expertise › text": where the text sits on its page. */
const placeOf = (key: string) => key.split(".").slice(1).join(" › ");

/** One page's texts in one language: each as the page shows it, editable, with the shipped one beside it. */
export function PageTextsForm({
  adminLang,
  languageCode,
  page,
  rows,
}: {
  adminLang: string;
  languageCode: string;
  page: PageTextPage;
  rows: readonly PageTextRow[];
}) {
  const t = useTranslations("Admin.pageTexts");
  const [state, action, pending] = useActionState<PageTextsFormState, FormData>(savePageTextsAction, {
    status: "idle",
  });
  const hydrated = useHydrated();
  const errors = (state.fieldErrors ?? {}) as Record<string, string | undefined>;
  const general = state.error ?? errors.texts ?? errors.languageCode;
  return (
    <form action={action} className={formStyles.form} noValidate data-ready={hydrated || undefined} lang={languageCode}>
      <input type="hidden" name="adminLang" value={adminLang} />
      <input type="hidden" name="languageCode" value={languageCode} />
      <input type="hidden" name="page" value={page} />
      <FormAlert>{general && t(`errors.${general}` as "errors.nothingChanged")}</FormAlert>
      <UnsavedChangesGuard />
      {rows.map((row) => {
        const name = textFieldName(row.key);
        const id = `text-${row.key.replaceAll(".", "-")}`;
        const error = errors[row.key];
        const typed = state.values?.texts[row.key];
        const hints = [
          row.placeholders.length > 0 ? `${id}-placeholders` : "",
          error ? `${id}-error` : "",
          row.turkishChanged ? `${id}-stale` : "",
        ].filter(Boolean);
        return (
          <div key={row.key} className={styles.text} data-key={row.key}>
            <label htmlFor={id}>
              {placeOf(row.key)}
              {row.saved !== null && <span className={styles.own}> · {t("own")}</span>}
            </label>
            <input type="hidden" name={seenFieldName(row.key)} value={row.saved ?? ""} />
            <input type="hidden" name={shippedFieldName(row.key)} value={row.shipped} />
            <textarea
              id={id}
              name={name}
              rows={row.shipped.length > 120 ? 4 : 2}
              defaultValue={typed ?? row.saved ?? row.shipped}
              aria-invalid={Boolean(error)}
              aria-describedby={hints.join(" ") || undefined}
            />
            {row.saved !== null && (
              <details className={styles.shipped}>
                <summary>{t("shipped")}</summary>
                <p lang={languageCode}>{row.shipped}</p>
              </details>
            )}
            {row.placeholders.length > 0 && (
              <p id={`${id}-placeholders`} className={formStyles.hint}>
                {t("placeholders", { names: row.placeholders.map((one) => `{${one}}`).join(", ") })}
              </p>
            )}
            {row.turkishChanged && (
              <p id={`${id}-stale`} className={styles.stale}>
                {t("turkishChanged")}
              </p>
            )}
            {error && (
              <p id={`${id}-error`} className={formStyles.fieldError}>
                {t(`errors.${error}` as "errors.messageSyntax")}
              </p>
            )}
          </div>
        );
      })}
      <SubmitButton pending={pending} save={t("save")} saving={t("saving")} />
    </form>
  );
}
