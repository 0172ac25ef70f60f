"use server";

import { runDeleteAction, runSaveAction } from "@/lib/admin/actions";
import { formEditedVersion, formId, listPathAfterWrite, pathAfterSave, type DeleteState } from "@/lib/admin/forms";
import { topicFormValuesFrom, topicInputFrom, type TopicFormState } from "./form";
import { createTopic, deleteTopic, updateTopic } from "./mutations";

/** Create or edit a topic: the form's values through the write path (which sanitizes the body), back to the list. */
export async function saveTopicAction(_previous: TopicFormState, formData: FormData): Promise<TopicFormState> {
  const values = topicFormValuesFrom(formData);
  const input = topicInputFrom(values);
  const edited = formEditedVersion(formData);
  const operation = edited ? updateTopic(edited, input) : createTopic(input, formId(formData, "translationOf"));
  return runSaveAction(values, operation, (saved) => pathAfterSave(formData, "contents", saved.id, saved.languageCode));
}

export async function deleteTopicAction(_previous: DeleteState, formData: FormData): Promise<DeleteState> {
  return runDeleteAction(deleteTopic(formId(formData, "id") ?? 0), (deleted) => listPathAfterWrite(formData, "contents", "deleted=1", deleted.languageCode));
}
