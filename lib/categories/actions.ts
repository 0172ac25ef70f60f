"use server";

import { runDeleteAction, runSaveAction } from "@/lib/admin/actions";
import { formEditedVersion, formId, formText, listPathAfterWrite, type DeleteState } from "@/lib/admin/forms";
import { db } from "@/lib/db";
import type { CategoryFormState, CategoryFormValues } from "./form";
import { deleteCategory, saveCategory } from "./mutations";

function valuesFrom(formData: FormData): CategoryFormValues {
  return {
    languageCode: formText(formData, "languageCode"),
    title: formText(formData, "title"),
    slug: formText(formData, "slug"),
    description: formText(formData, "description"),
    order: formText(formData, "order"),
    isActive: formData.get("isActive") === "on",
  };
}

/** Create or edit a category: authorize, validate, save without overwriting a newer save, revalidate. */
export async function saveCategoryAction(_previous: CategoryFormState, formData: FormData): Promise<CategoryFormState> {
  return runSaveAction(
    valuesFrom(formData),
    () => saveCategory(db, valuesFrom(formData), formEditedVersion(formData), formId(formData, "translationOf")),
    (saved) => listPathAfterWrite(formData, "categories", saved.languageCode, `saved=${saved.id}`),
    "Category",
  );
}

export async function deleteCategoryAction(_previous: DeleteState, formData: FormData): Promise<DeleteState> {
  return runDeleteAction(
    () => deleteCategory(db, formId(formData, "id") ?? 0),
    (deleted) => listPathAfterWrite(formData, "categories", deleted.languageCode, "deleted=1"),
    "Category",
  );
}
