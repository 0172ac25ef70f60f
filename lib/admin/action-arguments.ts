import { isRowId } from "@/lib/database/row-id";

/**
 * What a server action checks before it reads its arguments. An action is a public endpoint: anyone
 * may post any arguments to it (none, text instead of a form, a list of anything), and an action
 * that read them as the form it expects would throw, a 500 and an error screen. Each action answers
 * such a call with its own failure state instead, before it reads or authorizes anything.
 */

/** The longest list a reorder takes: far above any list of the site's, far below a costly one. */
export const MAX_REORDERED_IDS = 10_000;

/** A form's data, as React hands a form's fields to an action. */
export const isFormData = (value: unknown): value is FormData => value instanceof FormData;

/** A list of row ids, as a list page sends its order. */
export const isIdList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.length <= MAX_REORDERED_IDS && value.every((id) => isRowId(id));

/** A language code as a list page binds it (the write path checks that it names a language). */
export const isCodeText = (value: unknown): value is string =>
  typeof value === "string" && value.length > 0 && value.length <= 16;
