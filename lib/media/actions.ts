"use server";

import { isFormData } from "@/lib/admin/action-arguments";
import { runDeleteAction, runSaveAction } from "@/lib/admin/actions";
import { adminPath } from "@/lib/admin/paths";
import { formAdminLang, formEditedVersion, formId, listPathAfterWrite, type DeleteState } from "@/lib/admin/forms";
import { mediaDetailsInputFrom, mediaFormValuesFrom, type MediaFormState } from "./form";
import { db } from "@/lib/db";
import { deleteMedia, updateMediaDetails } from "./mutations";
import { prepareVariantsLater } from "./variants";

/**
 * The library item page's writes. A new file and a replaced one go up through the REST endpoints
 * (`POST /api/media`, `PUT /api/media/{id}/file`) from the browser, with progress: a server action's
 * body is limited far below a file's 20 MB (lib/site/action-body.mjs).
 */

/** Saves a file's name, texts, decorative mark and focal point at the version the form loaded; back to its page. */
export async function saveMediaDetailsAction(_previous: MediaFormState, formData: FormData): Promise<MediaFormState> {
  if (!isFormData(formData)) return { status: "error", error: "saveFailed" };
  const values = mediaFormValuesFrom(formData);
  const edited = formEditedVersion(formData);
  if (!edited) return { status: "error", error: "notFound", values };
  const operation = updateMediaDetails(edited.id, edited.updatedAt, mediaDetailsInputFrom(values));
  return runSaveAction(values, operation, (saved) => {
    // A moved focal point makes new square crops: ready before the pages ask for them.
    void prepareVariantsLater(db, saved);
    return `${adminPath(formAdminLang(formData), `/media/${saved.id}`)}?saved=1`;
  });
}

/** Deletes a file no topic or team member uses ("inUse" otherwise: the page lists where); back to the library. */
export async function deleteMediaAction(_previous: DeleteState, formData: FormData): Promise<DeleteState> {
  if (!isFormData(formData)) return { status: "error", error: "deleteFailed" };
  return runDeleteAction(deleteMedia(formId(formData, "id") ?? 0), () =>
    listPathAfterWrite(formData, "media", "deleted=1"),
  );
}
