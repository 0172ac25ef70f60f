"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { addTranslationAction } from "@/lib/translations/actions";
import type { TranslationFormState } from "@/lib/translations/form";
import { FormAlert } from "../FormParts";
import styles from "./Translations.module.css";

/** Adds an original (Turkish) text with its translation in the chosen language. */
export function AddTranslationForm({ adminLang, languageCode }: { adminLang: string; languageCode: string }) {
  const t = useTranslations("Admin.translations");
  const [state, action, pending] = useActionState<TranslationFormState, FormData>(addTranslationAction, {
    status: "idle",
  });
  const problem =
    state.fieldErrors?.source ?? state.fieldErrors?.text ?? state.fieldErrors?.languageCode ?? state.error;
  return (
    <form action={action} className={styles.tools} aria-labelledby="add-translation-title" noValidate>
      <h2 id="add-translation-title">{t("addTitle")}</h2>
      <input type="hidden" name="adminLang" value={adminLang} />
      <input type="hidden" name="languageCode" value={languageCode} />
      <label>
        {t("original")}
        <input name="source" defaultValue={state.values?.source ?? ""} lang="tr" />
      </label>
      <label>
        {t("translation")}
        <input name="text" defaultValue={state.values?.text ?? ""} />
      </label>
      <button type="submit" disabled={pending}>
        {t("add")}
      </button>
      <FormAlert>{problem && t(`errors.${problem}`)}</FormAlert>
    </form>
  );
}
