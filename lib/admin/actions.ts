import { updateTag } from "next/cache";
import { redirect } from "next/navigation";
import type { DeleteState, SaveFormState } from "@/lib/admin/forms";
import { getAdminSession } from "@/lib/auth/session";
import { cacheTags } from "@/lib/cache-tags";
import type { SavedRecord } from "@/lib/database/versioned-writes";

/**
 * The steps every admin save and delete action takes, in this order: authorize before anything is
 * read, write, refresh exactly the public pages of the languages the write touched, then go back
 * to the list. Failures come back as the form's state; nothing is half-done.
 */
type NotSaved<Values> = { ok: false; fieldErrors: SaveFormState<Values>["fieldErrors"]; error?: SaveFormState<Values>["error"] };

export async function runSaveAction<Values>(
  values: Values,
  save: () => Promise<SavedRecord | NotSaved<Values>>,
  listPath: (saved: SavedRecord) => string,
  label: string,
): Promise<SaveFormState<Values>> {
  if (!(await getAdminSession())) return { status: "error", error: "unauthorized", values };
  let result;
  try {
    result = await save();
  } catch (error) {
    console.error(`${label} could not be saved`, error);
    return { status: "error", error: "saveFailed", values };
  }
  if (!result.ok) return { status: "error", fieldErrors: result.fieldErrors, error: result.error, values };
  refreshPublicContent(result.affectedLanguages);
  redirect(listPath(result));
}

type Deleted = { languageCode: string; affectedLanguages: string[] };

export async function runDeleteAction(remove: () => Promise<Deleted | null>, listPath: (deleted: Deleted) => string, label: string): Promise<DeleteState> {
  if (!(await getAdminSession())) return { status: "error", error: "unauthorized" };
  let deleted;
  try {
    deleted = await remove();
  } catch (error) {
    console.error(`${label} could not be deleted`, error);
    return { status: "error", error: "deleteFailed" };
  }
  if (!deleted) return { status: "error", error: "notFound" };
  refreshPublicContent(deleted.affectedLanguages);
  redirect(listPath(deleted));
}

/** The public pages of these languages show the change on their next request (their hreflang links included). */
export function refreshPublicContent(languageCodes: Iterable<string>) {
  for (const languageCode of new Set(languageCodes)) updateTag(cacheTags.content(languageCode));
}
