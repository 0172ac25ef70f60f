import { isCounterpartClash, isRecordNotFound, isUniqueViolation } from "@/lib/prisma-errors";

/**
 * The write rules the admin's category and topic saves share: no lost update, a vanished row is
 * "not found" rather than a crash, and unique clashes become messages for the form.
 */
export type SaveProblem = { fieldErrors: { slug?: "slugTaken" }; error?: "conflict" | "notFound" | "counterpartExists" };

/**
 * Runs an update conditioned on the version the user loaded (`updateMany` matching updatedAt) and
 * returns the row; if it touched nothing, tells whether someone saved in between or the row was deleted.
 */
export async function updateUnlessChanged<Row>(update: () => Promise<{ count: number }>, current: () => Promise<Row | null>): Promise<Row | SaveProblem> {
  const updated = (await update()).count === 1;
  const row = await current();
  if (updated && row) return row;
  return { fieldErrors: {}, error: row ? "conflict" : "notFound" };
}

/** A unique violation as the form's message (the slug field, or the counterpart already there); anything else is rethrown. */
export function uniqueClashProblem(error: unknown): SaveProblem {
  if (isCounterpartClash(error)) return { fieldErrors: {}, error: "counterpartExists" };
  if (isUniqueViolation(error)) return { fieldErrors: { slug: "slugTaken" } };
  throw error;
}

/** Runs a delete; null when the row was already gone. */
export async function deleteIfPresent<T>(remove: () => Promise<T>): Promise<T | null> {
  try {
    return await remove();
  } catch (error) {
    if (isRecordNotFound(error)) return null;
    throw error;
  }
}
