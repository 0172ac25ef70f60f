"use server";

import { isFormData } from "@/lib/admin/action-arguments";
import { runDeleteAction, runSaveAction } from "@/lib/admin/actions";
import { formEditedVersion, formId, listPathAfterWrite, type DeleteState } from "@/lib/admin/forms";
import { redirectFormValuesFrom, type RedirectFormState } from "./form";
import { createRedirect, deleteRedirect, updateRedirect } from "./mutations";

/** Adds or changes a redirect (the write path authorizes the administrator), back to the list. */
export async function saveRedirectAction(_previous: RedirectFormState, formData: FormData): Promise<RedirectFormState> {
  if (!isFormData(formData)) return { status: "error", error: "saveFailed" };
  const values = redirectFormValuesFrom(formData);
  const edited = formEditedVersion(formData);
  const after = () => listPathAfterWrite(formData, "redirects", "saved=1");
  return edited
    ? runSaveAction(values, updateRedirect(edited, values), after)
    : runSaveAction(values, createRedirect(values), after);
}

export async function deleteRedirectAction(_previous: DeleteState, formData: FormData): Promise<DeleteState> {
  if (!isFormData(formData)) return { status: "error", error: "deleteFailed" };
  return runDeleteAction(deleteRedirect(formId(formData, "id") ?? 0), () =>
    listPathAfterWrite(formData, "redirects", "deleted=1"),
  );
}
