"use server";

import { runDeleteAction, runSaveAction } from "@/lib/admin/actions";
import { formId, listPathAfterWrite, type DeleteState } from "@/lib/admin/forms";
import { adminActor } from "@/lib/auth/session";
import { refreshFromServerAction } from "@/lib/database/next-cache-refresh";
import { write } from "@/lib/database/write";
import { translationFormValuesFrom, translationInputFrom, type TranslationFormState, type TranslationRowState } from "./form";
import { deleteTranslation, saveTranslation } from "./mutations";

/** Saves one row of the list in place (button or Ctrl+Enter): the row shows saving, saved or failed. */
export async function saveTranslationRowAction(_previous: TranslationRowState, formData: FormData): Promise<TranslationRowState> {
  const values = translationFormValuesFrom(formData);
  try {
    const result = await write(await adminActor(), saveTranslation(translationInputFrom(values)), { refresh: refreshFromServerAction });
    return result.ok ? { status: "saved", text: values.text } : { status: "error", text: values.text };
  } catch (error) {
    console.error("A translation could not be saved", error);
    return { status: "error", text: values.text };
  }
}

/** Adds an original with its translation (spec 5: neither may be empty). */
export async function addTranslationAction(_previous: TranslationFormState, formData: FormData): Promise<TranslationFormState> {
  const values = translationFormValuesFrom(formData);
  return runSaveAction(values, saveTranslation(translationInputFrom(values)), () => listPathAfterWrite(formData, "translations", "saved=1", values.languageCode));
}

export async function deleteTranslationAction(_previous: DeleteState, formData: FormData): Promise<DeleteState> {
  return runDeleteAction(deleteTranslation(formId(formData, "id") ?? 0), (deleted) => listPathAfterWrite(formData, "translations", "deleted=1", deleted.languageCode));
}
