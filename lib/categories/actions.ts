"use server";

import { isCodeText, isFormData, isIdList } from "@/lib/admin/action-arguments";
import { runDeleteAction, runReorderAction, runSaveAction } from "@/lib/admin/actions";
import {
  formEditedVersion,
  formId,
  listPathAfterWrite,
  pathAfterSave,
  type DeleteState,
  type ReorderState,
} from "@/lib/admin/forms";
import { categoryFormValuesFrom, categoryInputFrom, type CategoryFormState } from "./form";
import { intentFrom } from "@/lib/publishing/intent";
import { scheduleFrom } from "@/lib/publishing/schedule";
import { createCategory, deleteCategory, reorderCategories, updateCategory } from "./mutations";
import { deletingWithRedirect, redirectTarget } from "@/lib/redirects/deletion";

/** Create or edit a category: the form's values through the write path, back to the list. */
export async function saveCategoryAction(_previous: CategoryFormState, formData: FormData): Promise<CategoryFormState> {
  if (!isFormData(formData)) return { status: "error", error: "saveFailed" };
  const values = categoryFormValuesFrom(formData);
  const input = categoryInputFrom(values);
  const edited = formEditedVersion(formData);
  const choice = { intent: intentFrom(formData), schedule: scheduleFrom(formData) };
  const operation = edited
    ? updateCategory(edited, input, choice)
    : createCategory(input, formId(formData, "translationOf"), choice);
  return runSaveAction(values, operation, (saved) =>
    pathAfterSave(formData, "categories", saved.id, saved.languageCode),
  );
}

export async function deleteCategoryAction(_previous: DeleteState, formData: FormData): Promise<DeleteState> {
  if (!isFormData(formData)) return { status: "error", error: "deleteFailed" };
  return runDeleteAction(
    deletingWithRedirect(deleteCategory(formId(formData, "id") ?? 0), redirectTarget(formData)),
    (deleted) => listPathAfterWrite(formData, "categories", "deleted=1", deleted.languageCode),
  );
}

/** The list's drag and drop (or keyboard) reorder; the language is bound by the list page. */
export async function reorderCategoriesAction(
  languageCode: string,
  loaded: number[],
  ordered: number[],
): Promise<ReorderState> {
  if (!isCodeText(languageCode) || !isIdList(loaded) || !isIdList(ordered))
    return { status: "error", error: "reorderFailed" };
  return runReorderAction(reorderCategories(languageCode, { loaded, ordered }));
}
