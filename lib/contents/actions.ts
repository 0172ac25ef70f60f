"use server";

import { updateTag } from "next/cache";
import { redirect } from "next/navigation";
import { formText, type DeleteState } from "@/lib/admin-forms";
import { adminPath, isAdminLocale } from "@/lib/admin-paths";
import { getAdminSession } from "@/lib/auth/session";
import { cacheTags } from "@/lib/cache-tags";
import { db } from "@/lib/db";
import type { ContentFormState, ContentFormValues } from "./form-state";
import { deleteContent, saveContent } from "./mutations";

const TEXT_FIELDS = ["languageCode", "categoryId", "section", "title", "slug", "content", "keywords", "metaTitle", "metaDescription", "order"] as const;

function valuesFrom(formData: FormData): ContentFormValues {
  const values = Object.fromEntries(TEXT_FIELDS.map((field) => [field, formText(formData, field)]));
  return { ...(values as Omit<ContentFormValues, "isActive">), isActive: formData.get("isActive") === "on" };
}

function listPath(formData: FormData, languageCode: string, flag: string) {
  const lang = formText(formData, "adminLang");
  return `${adminPath(isAdminLocale(lang) ? lang : "tr", "/contents")}?lang=${languageCode}&${flag}`;
}

/** Create or edit a topic: authorize, validate, sanitize, save without overwriting a newer save, revalidate. */
export async function saveContentAction(_previous: ContentFormState, formData: FormData): Promise<ContentFormState> {
  const values = valuesFrom(formData);
  if (!(await getAdminSession())) return { status: "error", error: "unauthorized", values };
  const id = Number(formText(formData, "id")) || undefined;
  const expectedUpdatedAt = new Date(Number(formText(formData, "updatedAt")));
  let result;
  try {
    result = await saveContent(db, values, id ? { id, expectedUpdatedAt } : undefined);
  } catch (error) {
    console.error("Content could not be saved", error);
    return { status: "error", error: "saveFailed", values };
  }
  if (!result.ok) return { status: "error", fieldErrors: result.fieldErrors, error: result.error, values };
  updateTag(cacheTags.content(result.languageCode));
  redirect(listPath(formData, result.languageCode, `saved=${result.id}`));
}

export async function deleteContentAction(_previous: DeleteState, formData: FormData): Promise<DeleteState> {
  if (!(await getAdminSession())) return { status: "error", error: "unauthorized" };
  let deleted;
  try {
    deleted = await deleteContent(db, Number(formText(formData, "id")));
  } catch (error) {
    console.error("Content could not be deleted", error);
    return { status: "error", error: "deleteFailed" };
  }
  if (!deleted) return { status: "error", error: "notFound" };
  updateTag(cacheTags.content(deleted.languageCode));
  redirect(listPath(formData, deleted.languageCode, "deleted=1"));
}
