"use server";

import { updateTag } from "next/cache";
import { redirect } from "next/navigation";
import { adminPath, isAdminLocale } from "@/lib/admin-paths";
import { getAdminSession } from "@/lib/auth/session";
import { cacheTags } from "@/lib/cache-tags";
import { db } from "@/lib/db";
import { LOCALES } from "@/lib/i18n/routing";
import { formText } from "@/lib/admin-forms";
import { deleteCategory, saveCategory } from "./mutations";
import type { CategoryFormState, CategoryFormValues, DeleteState } from "./form-state";

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

const adminLangOf = (formData: FormData) => {
  const lang = formText(formData, "adminLang");
  return isAdminLocale(lang) ? lang : "tr";
};

/** Create or edit a category: authorize, validate, save without overwriting a newer save, revalidate. */
export async function saveCategoryAction(_previous: CategoryFormState, formData: FormData): Promise<CategoryFormState> {
  const values = valuesFrom(formData);
  if (!(await getAdminSession())) return { status: "error", error: "unauthorized", values };
  const id = Number(formText(formData, "id")) || undefined;
  const expectedUpdatedAt = new Date(Number(formText(formData, "updatedAt")));
  let result;
  try {
    const translationOf = Number(formText(formData, "translationOf")) || undefined;
    result = await saveCategory(db, { ...values }, id ? { id, expectedUpdatedAt } : undefined, translationOf);
  } catch (error) {
    console.error("Category could not be saved", error);
    return { status: "error", error: "saveFailed", values };
  }
  if (!result.ok) return { status: "error", fieldErrors: result.fieldErrors, error: result.error, values };
  // Every public page that read this language's categories shows the change on its next request;
  // a new translation also changes the other languages' hreflang links.
  const languages = formText(formData, "translationOf") ? LOCALES : [result.languageCode];
  for (const language of languages) updateTag(cacheTags.content(language));
  redirect(`${adminPath(adminLangOf(formData), "/categories")}?lang=${result.languageCode}&saved=${result.id}`);
}

export async function deleteCategoryAction(_previous: DeleteState, formData: FormData): Promise<DeleteState> {
  if (!(await getAdminSession())) return { status: "error", error: "unauthorized" };
  let deleted;
  try {
    deleted = await deleteCategory(db, Number(formText(formData, "id")));
  } catch (error) {
    console.error("Category could not be deleted", error);
    return { status: "error", error: "deleteFailed" };
  }
  if (!deleted) return { status: "error", error: "notFound" };
  updateTag(cacheTags.content(deleted.languageCode));
  redirect(`${adminPath(adminLangOf(formData), "/categories")}?lang=${deleted.languageCode}&deleted=1`);
}
