"use server";

import { isFormData } from "@/lib/admin/action-arguments";
import { runDeleteAction, runSaveAction, writeAsAdmin } from "@/lib/admin/actions";
import { formId, listPathAfterWrite, type DeleteState } from "@/lib/admin/forms";
import {
  translationFormValuesFrom,
  translationInputFrom,
  translationRowState,
  type TranslationFormState,
  type TranslationRowState,
} from "./form";
import { deleteTranslation, saveTranslation } from "./mutations";

/** Saves one row of the list in place (button or Ctrl+Enter): the row shows saving, saved or failed. */
export async function saveTranslationRowAction(
  _previous: TranslationRowState,
  formData: FormData,
): Promise<TranslationRowState> {
  if (!isFormData(formData)) return { status: "error", text: "", error: "saveFailed" };
  const values = translationFormValuesFrom(formData);
  const result = await writeAsAdmin(saveTranslation(translationInputFrom(values)), "Translation row");
  return translationRowState(result, values.text);
}

/** Adds an original with its translation (neither may be empty). */
export async function addTranslationAction(
  _previous: TranslationFormState,
  formData: FormData,
): Promise<TranslationFormState> {
  if (!isFormData(formData)) return { status: "error", error: "saveFailed" };
  const values = translationFormValuesFrom(formData);
  return runSaveAction(values, saveTranslation(translationInputFrom(values)), () =>
    listPathAfterWrite(formData, "translations", "saved=1", values.languageCode),
  );
}

export async function deleteTranslationAction(_previous: DeleteState, formData: FormData): Promise<DeleteState> {
  if (!isFormData(formData)) return { status: "error", error: "deleteFailed" };
  return runDeleteAction(deleteTranslation(formId(formData, "id") ?? 0), (deleted) =>
    listPathAfterWrite(formData, "translations", "deleted=1", deleted.languageCode),
  );
}
