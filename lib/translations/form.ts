import { formTexts, type SaveFormState } from "@/lib/admin/forms";
import type { WriteResult } from "@/lib/database/write";
import type { TranslationInput } from "./schema";

/** The translation forms' codec: a language, a Turkish source text and its translation, as typed. */
export interface TranslationFormValues {
  languageCode: string;
  source: string;
  text: string;
}

export type TranslationFormState = SaveFormState<TranslationFormValues>;

/** What a row saved in place answers: its own saving state, no page change. */
export interface TranslationRowState {
  status: "idle" | "saved" | "error";
  text?: string;
  /** Why it was not saved: a code of Admin.translations.errors (a broken ICU message, an expired session…). */
  error?: string;
}

/** A row's answer to its save: saved, or the reason the write path gave (the text's own first). */
export function translationRowState(result: WriteResult<unknown> | "failed", text: string): TranslationRowState {
  if (result === "failed") return { status: "error", text, error: "saveFailed" };
  if (result.ok) return { status: "saved", text };
  const { fieldErrors } = result;
  const reason =
    result.error === "invalid" ? (fieldErrors.text ?? fieldErrors.source ?? fieldErrors.languageCode) : result.error;
  return { status: "error", text, error: reason ?? "saveFailed" };
}

export function translationFormValuesFrom(formData: FormData): TranslationFormValues {
  return formTexts(formData, ["languageCode", "source", "text"]);
}

export const translationInputFrom = (values: TranslationFormValues): TranslationInput => values;
