"use server";

import { runDeleteAction, runSaveAction } from "@/lib/admin/actions";
import { formEditedVersion, formId, formText, listPathAfterWrite, type DeleteState } from "@/lib/admin/forms";
import { db } from "@/lib/db";
import type { ContentFormState, ContentFormValues } from "./form";
import { deleteContent, saveContent } from "./mutations";

const TEXT_FIELDS = ["languageCode", "categoryId", "section", "title", "slug", "content", "keywords", "metaTitle", "metaDescription", "order"] as const;

function valuesFrom(formData: FormData): ContentFormValues {
  const values = Object.fromEntries(TEXT_FIELDS.map((field) => [field, formText(formData, field)]));
  return { ...(values as Omit<ContentFormValues, "isActive">), isActive: formData.get("isActive") === "on" };
}

/** Create or edit a topic: authorize, validate, sanitize, save without overwriting a newer save, revalidate. */
export async function saveContentAction(_previous: ContentFormState, formData: FormData): Promise<ContentFormState> {
  return runSaveAction(
    valuesFrom(formData),
    () => saveContent(db, valuesFrom(formData), formEditedVersion(formData), formId(formData, "translationOf")),
    (saved) => listPathAfterWrite(formData, "contents", saved.languageCode, `saved=${saved.id}`),
    "Content",
  );
}

export async function deleteContentAction(_previous: DeleteState, formData: FormData): Promise<DeleteState> {
  return runDeleteAction(
    () => deleteContent(db, formId(formData, "id") ?? 0),
    (deleted) => listPathAfterWrite(formData, "contents", deleted.languageCode, "deleted=1"),
    "Content",
  );
}
