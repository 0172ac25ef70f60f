import { languagesLinkedTo, type CounterpartEntity } from "@/lib/counterparts/mutations";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { isCounterpartClash, isRecordNotFound, isUniqueViolation } from "@/lib/database/prisma-errors";

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

export type SavedRecord = { ok: true; id: number; languageCode: string; affectedLanguages: string[] };

/**
 * Runs the create or update of a category or topic: on success names the languages whose public
 * pages show or link it (its own and its versions'), else the problem as the form's message.
 */
export async function saveRecord(
  db: PrismaClient,
  entity: CounterpartEntity,
  languageCode: string,
  write: () => Promise<{ id: number; translationKey: string | null } | SaveProblem>,
): Promise<SavedRecord | ({ ok: false } & SaveProblem)> {
  try {
    const saved = await write();
    if ("fieldErrors" in saved) return { ok: false, ...saved };
    return { ok: true, id: saved.id, languageCode, affectedLanguages: await languagesLinkedTo(db, entity, languageCode, [saved.translationKey]) };
  } catch (error) {
    return { ok: false, ...uniqueClashProblem(error) };
  }
}

/** A unique violation as the form's message (the slug field, or the counterpart already there); anything else is rethrown. */
function uniqueClashProblem(error: unknown): SaveProblem {
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
