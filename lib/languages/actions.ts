"use server";

import { isFormData, isIdList } from "@/lib/admin/action-arguments";
import { runDeleteAction, runReorderAction, runSaveAction, runWriteAction } from "@/lib/admin/actions";
import {
  formEditedVersion,
  formId,
  listPathAfterWrite,
  pathAfterSave,
  type DeleteState,
  type ReorderState,
} from "@/lib/admin/forms";
import { languageFormValuesFrom, languageInputFrom, type LanguageFormState } from "./form";
import {
  createLanguage,
  deleteLanguage,
  makeDefaultLanguage,
  reorderLanguages,
  toggleLanguageActive,
  updateLanguage,
} from "./mutations";

/** What a list row's own buttons (status, default) get back; success reloads the list. */
export interface LanguageRowState {
  status: "idle" | "error";
  error?: string;
}

/** Create or edit a language: the form's values through the write path, back to the list. */
export async function saveLanguageAction(_previous: LanguageFormState, formData: FormData): Promise<LanguageFormState> {
  if (!isFormData(formData)) return { status: "error", error: "saveFailed" };
  const values = languageFormValuesFrom(formData);
  const edited = formEditedVersion(formData);
  const input = languageInputFrom(values);
  const after = (saved: { id: number }) => pathAfterSave(formData, "languages", saved.id);
  return edited
    ? runSaveAction(values, updateLanguage(edited, input), after)
    : runSaveAction(values, createLanguage(input), after);
}

/** The status badge: clicking it toggles a language between active and inactive. */
export async function toggleLanguageAction(_previous: LanguageRowState, formData: FormData): Promise<LanguageRowState> {
  if (!isFormData(formData)) return { status: "error", error: "toggleFailed" };
  return runWriteAction(toggleLanguageActive(formId(formData, "id") ?? 0), "toggleFailed", () =>
    listPathAfterWrite(formData, "languages", "toggled=1"),
  );
}

export async function makeDefaultLanguageAction(
  _previous: LanguageRowState,
  formData: FormData,
): Promise<LanguageRowState> {
  if (!isFormData(formData)) return { status: "error", error: "defaultFailed" };
  return runWriteAction(makeDefaultLanguage(formId(formData, "id") ?? 0), "defaultFailed", () =>
    listPathAfterWrite(formData, "languages", "defaulted=1"),
  );
}

export async function deleteLanguageAction(_previous: DeleteState, formData: FormData): Promise<DeleteState> {
  if (!isFormData(formData)) return { status: "error", error: "deleteFailed" };
  return runDeleteAction(deleteLanguage(formId(formData, "id") ?? 0), () =>
    listPathAfterWrite(formData, "languages", "deleted=1"),
  );
}

/** The list's drag and drop (or keyboard) reorder of the languages. */
export async function reorderLanguagesAction(loaded: number[], ordered: number[]): Promise<ReorderState> {
  if (!isIdList(loaded) || !isIdList(ordered)) return { status: "error", error: "reorderFailed" };
  return runReorderAction(reorderLanguages({ loaded, ordered }));
}
