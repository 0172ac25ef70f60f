import { isRowId } from "@/lib/database/row-id";
import { INTENT_FIELD, isPublishIntent } from "@/lib/publishing/intent";
import { adminPath, isAdminLocale, type AdminLocale, type RecordSection } from "@/lib/admin/paths";

/** What an admin save form gets back from its server action (the success path redirects). */
export interface SaveFormState<Values> {
  status: "idle" | "error";
  /** What the user sent, put back into the form so nothing typed is lost. */
  values?: Values;
  fieldErrors?: Partial<Record<keyof Values, string>>;
  error?: "unauthorized" | "conflict" | "notFound" | "saveFailed" | "counterpartExists" | (string & {});
}

/** What a list's reorder (drag and drop, or the keyboard) answers; the list then reloads. */
export type ReorderState =
  { status: "saved" } | { status: "error"; error: "unauthorized" | "conflict" | "notFound" | "reorderFailed" };

/** What a delete confirmation's server action answers (the success path redirects). */
export interface DeleteState {
  status: "idle" | "error";
  /** The common reasons, or an entity's own refusal (e.g. "defaultLanguage"). */
  error?: "unauthorized" | "notFound" | "deleteFailed" | (string & {});
}

const text = (value: FormDataEntryValue | null): string => (typeof value === "string" ? value : "");

/** A posted field as text ("" when missing or a file). */
export function formText(formData: FormData, name: string): string {
  return text(formData.get(name));
}

/** Several posted fields as text, by name: what a form codec reads before typing its values. */
export function formTexts<Field extends string>(formData: FormData, fields: readonly Field[]): Record<Field, string> {
  return Object.fromEntries(fields.map((field) => [field, formText(formData, field)])) as Record<Field, string>;
}

/** A posted checkbox: on or off. */
export const formChecked = (formData: FormData, name: string): boolean => formData.get(name) === "on";

/**
 * An order field as typed: blank is none, which puts a new record after the last of its list
 * and leaves an edited one where it is; anything else a number, which the domain schema refuses
 * unless it is a whole one.
 */
export function orderFromText(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === "" ? undefined : Number(trimmed);
}

/** A row id from a posted field, a query parameter or a route segment, or undefined. */
export function parseId(value: unknown): number | undefined {
  const id = typeof value === "string" && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  return isRowId(id) ? id : undefined;
}

export function formId(formData: FormData, name: string): number | undefined {
  return parseId(formText(formData, name));
}

/** The admin language the form was shown in (where to send the user back), tr when unknown. */
export function formAdminLang(formData: FormData): AdminLocale {
  const lang = formText(formData, "adminLang");
  return isAdminLocale(lang) ? lang : "tr";
}

/** On an edit form: the row and the version (updatedAt, ms) it was loaded at; undefined on create. */
export function formEditedVersion(formData: FormData): { id: number; updatedAt: Date } | undefined {
  const id = formId(formData, "id");
  return id ? { id, updatedAt: new Date(Number(formText(formData, "updatedAt"))) } : undefined;
}

/** Back to an admin list after a write, in the form's admin language, showing the language written (if the list has one). */
export function listPathAfterWrite(
  formData: FormData,
  section: RecordSection,
  outcome: string,
  languageCode?: string,
): string {
  const query = new URLSearchParams(languageCode ? { lang: languageCode } : {});
  return `${adminPath(formAdminLang(formData), `/${section}`)}?${query.size ? `${query}&` : ""}${outcome}`;
}

/** The name and value of "Save and keep editing", the second submit button of a record form. */
export const SAVE_AND_STAY = { name: "then", value: "stay" } as const;

/**
 * Where a save goes: back to the list (as `listPathAfterWrite`), or with "Save and keep editing" to
 * the saved record's own form (a created one's too), loaded again at its new version.
 */
export function pathAfterSave(
  formData: FormData,
  section: RecordSection,
  savedId: number,
  languageCode?: string,
): string {
  const intent = formText(formData, INTENT_FIELD);
  const outcome = `saved=${savedId}${isPublishIntent(intent) ? `&as=${intent}` : ""}`;
  // A draft is saved to go on working on it.
  const stays = formText(formData, SAVE_AND_STAY.name) === SAVE_AND_STAY.value || intent === "draft";
  if (!stays) return listPathAfterWrite(formData, section, outcome, languageCode);
  return `${adminPath(formAdminLang(formData), `/${section}/${savedId}`)}?${outcome}`;
}
