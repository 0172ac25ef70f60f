import { formTexts, type SaveFormState } from "@/lib/admin/forms";
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
}

export function translationFormValuesFrom(formData: FormData): TranslationFormValues {
  return formTexts(formData, ["languageCode", "source", "text"]);
}

export const translationInputFrom = (values: TranslationFormValues): TranslationInput => values;
