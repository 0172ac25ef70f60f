"use server";

import { isFormData, isIdList } from "@/lib/admin/action-arguments";
import { isRowId } from "@/lib/database/row-id";
import { runDeleteAction, runReorderAction, runSaveAction } from "@/lib/admin/actions";
import {
  formChecked,
  formEditedVersion,
  formId,
  listPathAfterWrite,
  pathAfterSave,
  type DeleteState,
  type ReorderState,
} from "@/lib/admin/forms";
import { intentFrom } from "@/lib/publishing/intent";
import { scheduleFrom } from "@/lib/publishing/schedule";
import { topicFormValuesFrom, topicInputFrom, type TopicFormState } from "./form";
import { createTopic, deleteTopic, reorderTopics, updateTopic } from "./mutations";
import { reviewRecorded, WITHOUT_REVIEW_FIELD, WITHOUT_REVIEW_NOTE } from "./review-form";
import { deletingWithRedirect, redirectTarget } from "@/lib/redirects/deletion";

/** Create or edit a topic: the form's values through the write path (which sanitizes the body), back to the list. */
export async function saveTopicAction(_previous: TopicFormState, formData: FormData): Promise<TopicFormState> {
  if (!isFormData(formData)) return { status: "error", error: "saveFailed" };
  const values = topicFormValuesFrom(formData);
  const input = topicInputFrom(values);
  const edited = formEditedVersion(formData);
  // "Activate its category too", offered when the topic's category is inactive in its language.
  const intent = intentFrom(formData);
  const options = {
    activateCategory: formChecked(formData, "activateCategory"),
    intent,
    schedule: scheduleFrom(formData),
    // Published on purpose with no review recorded (the form asked): the revision says so.
    ...(intent === "publish" && formChecked(formData, WITHOUT_REVIEW_FIELD) && !reviewRecorded(input)
      ? { note: WITHOUT_REVIEW_NOTE }
      : {}),
  };
  const next = (saved: { id: number; languageCode: string }) =>
    pathAfterSave(formData, "contents", saved.id, saved.languageCode);
  if (edited) return runSaveAction(values, updateTopic(edited, input, options), next);
  return runSaveAction(values, createTopic(input, formId(formData, "translationOf"), options), next);
}

export async function deleteTopicAction(_previous: DeleteState, formData: FormData): Promise<DeleteState> {
  if (!isFormData(formData)) return { status: "error", error: "deleteFailed" };
  return runDeleteAction(
    deletingWithRedirect(deleteTopic(formId(formData, "id") ?? 0), redirectTarget(formData)),
    (deleted) => listPathAfterWrite(formData, "contents", "deleted=1", deleted.languageCode),
  );
}

/** The list's drag and drop (or keyboard) reorder of one category's topics; the category is bound by the list page. */
export async function reorderTopicsAction(
  categoryId: number,
  loaded: number[],
  ordered: number[],
): Promise<ReorderState> {
  if (!isRowId(categoryId) || !isIdList(loaded) || !isIdList(ordered))
    return { status: "error", error: "reorderFailed" };
  return runReorderAction(reorderTopics(categoryId, { loaded, ordered }));
}
