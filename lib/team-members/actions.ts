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
import {
  teamMemberFormValuesFrom,
  teamMemberInputFrom,
  withSocialErrorsOnFields,
  type TeamMemberFormState,
} from "./form";
import { intentFrom } from "@/lib/publishing/intent";
import { scheduleFrom } from "@/lib/publishing/schedule";
import { createTeamMember, deleteTeamMember, reorderTeamMembers, updateTeamMember } from "./mutations";

/** Create or edit a team member: the form's values through the write path, back to its language's list. */
export async function saveTeamMemberAction(
  _previous: TeamMemberFormState,
  formData: FormData,
): Promise<TeamMemberFormState> {
  if (!isFormData(formData)) return { status: "error", error: "saveFailed" };
  const values = teamMemberFormValuesFrom(formData);
  const input = teamMemberInputFrom(values);
  const edited = formEditedVersion(formData);
  const choice = { intent: intentFrom(formData), schedule: scheduleFrom(formData) };
  const operation = edited ? updateTeamMember(edited, input, choice) : createTeamMember(input, undefined, choice);
  const state = await runSaveAction(values, operation, (saved) =>
    pathAfterSave(formData, "team", saved.id, saved.languageCode),
  );
  return withSocialErrorsOnFields(state);
}

export async function deleteTeamMemberAction(_previous: DeleteState, formData: FormData): Promise<DeleteState> {
  if (!isFormData(formData)) return { status: "error", error: "deleteFailed" };
  return runDeleteAction(deleteTeamMember(formId(formData, "id") ?? 0), (deleted) =>
    listPathAfterWrite(formData, "team", "deleted=1", deleted.languageCode),
  );
}

/** The list's drag and drop (or keyboard) reorder; the language is bound by the list page. */
export async function reorderTeamMembersAction(
  languageCode: string,
  loaded: number[],
  ordered: number[],
): Promise<ReorderState> {
  if (!isCodeText(languageCode) || !isIdList(loaded) || !isIdList(ordered))
    return { status: "error", error: "reorderFailed" };
  return runReorderAction(reorderTeamMembers(languageCode, { loaded, ordered }));
}
