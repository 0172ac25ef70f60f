import { redirect, RedirectType } from "next/navigation";
import type { z } from "zod";
import type { Actor } from "@/lib/auth/actor";
import { adminActor } from "@/lib/auth/session";
import { refreshFromServerAction } from "@/lib/database/next-cache-refresh";
import { write, type WriteOperation, type WriteResult } from "@/lib/database/write";
import type { DeleteState, ReorderState, SaveFormState } from "./forms";

/**
 * The admin's server actions are thin adapters around the write path: the acting administrator
 * (authorized first, before anything is read), the operation, then the form's state or a redirect.
 */
/**
 * The write path for the signed-in administrator; "failed" (logged) when it throws. An action that
 * read the session already passes its administrator, so it is not looked up twice.
 */
export async function writeAsAdmin<Schema extends z.ZodType, Value>(
  operation: WriteOperation<Schema, Value>,
  label: string,
  actor?: Actor,
): Promise<WriteResult<Value> | "failed"> {
  try {
    return await write(actor ?? (await adminActor()), operation, { refresh: refreshFromServerAction });
  } catch (error) {
    console.error(`${label}: the ${operation.action} of a ${operation.entity} failed`, error);
    return "failed";
  }
}

type FormError = NonNullable<SaveFormState<unknown>["error"]>;

/**
 * Saves, then goes to `nextPath` (the list, or the record's form again); on failure the form shows
 * what was sent with the reasons. The saved form's history entry is replaced, so Back does not
 * return to a form whose changes are saved (nor to the entry the unsaved-changes guard added).
 */
export async function runSaveAction<Values, Schema extends z.ZodType, Saved>(
  values: Values,
  operation: WriteOperation<Schema, Saved>,
  nextPath: (saved: Saved) => string,
): Promise<SaveFormState<Values>> {
  const result = await writeAsAdmin(operation, "Save");
  if (result === "failed") return { status: "error", error: "saveFailed", values };
  if (!result.ok) {
    const error = result.error === "invalid" ? undefined : (result.error as FormError);
    return { status: "error", error, fieldErrors: result.fieldErrors as SaveFormState<Values>["fieldErrors"], values };
  }
  redirect(nextPath(result.value), RedirectType.replace);
}

export async function runDeleteAction<Schema extends z.ZodType, Deleted>(
  operation: WriteOperation<Schema, Deleted>,
  listPath: (deleted: Deleted) => string,
): Promise<DeleteState> {
  const result = await writeAsAdmin(operation, "Delete");
  if (result === "failed") return { status: "error", error: "deleteFailed" };
  if (!result.ok)
    return { status: "error", error: result.error === "invalid" ? invalidDelete(result.fieldErrors) : result.error };
  redirect(listPath(result.value));
}

/** A delete refused as invalid: its redirect target's reason (lib/redirects/deletion.ts), else a row that is gone. */
const invalidDelete = (fieldErrors: Record<string, string> | undefined): string =>
  fieldErrors?.redirectTo ?? "notFound";

/** A write whose outcome is an error code or a redirect (pairing versions, toggles). */
export async function runWriteAction<Schema extends z.ZodType, Value, Error extends string>(
  operation: WriteOperation<Schema, Value>,
  failed: Error,
  next: (value: Value) => string,
): Promise<{ status: "error"; error: Error }> {
  const result = await writeAsAdmin(operation, "Write");
  if (result === "failed") return { status: "error", error: failed };
  if (!result.ok)
    return {
      status: "error",
      error: (result.error === "invalid" ? (Object.values(result.fieldErrors)[0] ?? failed) : result.error) as Error,
    };
  redirect(next(result.value));
}

const REORDER_ERRORS = ["unauthorized", "conflict", "notFound"] as const;

/** A list's new order: saved, or why not ("conflict": the list changed since it was loaded). */
export async function runReorderAction<Schema extends z.ZodType, Value>(
  operation: WriteOperation<Schema, Value>,
): Promise<ReorderState> {
  const result = await writeAsAdmin(operation, "Reorder");
  if (result === "failed") return { status: "error", error: "reorderFailed" };
  if (result.ok) return { status: "saved" };
  const error = REORDER_ERRORS.find((known) => known === result.error) ?? "reorderFailed";
  return { status: "error", error };
}
