import { isIdList } from "@/lib/admin/action-arguments";
import { onRow, refuse, type WriteOperation, type WriteResult } from "@/lib/database/write";
import { reviewRecorded, WITHOUT_REVIEW_NOTE } from "@/lib/topics/review-form";
import { MAX_BULK_PUBLISH } from "./bulk-limits";
import { applyWorkingCopy, workingCopyInput } from "./entities";
import { PUBLISHED_ENTITIES, type PublishedEntity } from "./intent";
import type { Saved } from "./publishable";

/**
 * Publishing several items of one list at once ("Seçilenleri yayınla"): each item's working copy is
 * published by its own write through the write path, as if its form's "Yayınla" had been pressed (a
 * revision, a change record, its pages' caches expired), so one item refused (its category not on
 * the site) leaves the others published.
 */

export { MAX_BULK_PUBLISH };

/** The refusal of an item that is on the site already with no changes waiting: skipped, not an error. */
export const NOTHING_TO_PUBLISH = "nothingToPublish";

export const isPublishedEntity = (value: unknown): value is PublishedEntity =>
  typeof value === "string" && (PUBLISHED_ENTITIES as readonly string[]).includes(value);

/** Publishes one item's working copy (its live columns with its draft over them) as its "Yayınla" would. */
export function bulkPublish(
  entity: PublishedEntity,
  id: number,
): WriteOperation<ReturnType<typeof onRow>["schema"], Saved> {
  return {
    ...onRow(entity, "update", id),
    async apply(tx) {
      const input = await workingCopyInput(tx, entity, id);
      if (!input) return refuse("notFound");
      if (input.isActive && input.draft == null) return refuse(NOTHING_TO_PUBLISH);
      // As the topic form's "İncelemesiz yayınla": the revision says no review was recorded.
      const note = entity === "topic" && !reviewRecorded(input) ? WITHOUT_REVIEW_NOTE : undefined;
      return applyWorkingCopy(tx, entity, input, { intent: "publish", note });
    },
    // Its slug taken meanwhile by another item of its list.
    onUniqueViolation: () => refuse("invalid", { slug: "slugTaken" }),
  };
}

/** Why one item was not published: the operation's own code, or its first field's ("categoryInactive"). */
export const refusalReason = (result: Extract<WriteResult<unknown>, { ok: false }>): string =>
  Object.values(result.fieldErrors)[0] ?? result.error;

export interface BulkPublishOutcome {
  published: number[];
  /** On the site already, nothing waiting. */
  skipped: number[];
  refused: { id: number; reason: string }[];
}

type RunWrite = (operation: ReturnType<typeof bulkPublish>) => Promise<WriteResult<Saved> | "failed">;

/**
 * Publishes each item in turn, each in its own write (`run`: the write path as the caller's actor),
 * and says which were published, skipped and refused (with why).
 */
export async function publishEach(
  entity: PublishedEntity,
  ids: readonly number[],
  run: RunWrite,
): Promise<BulkPublishOutcome> {
  const outcome: BulkPublishOutcome = { published: [], skipped: [], refused: [] };
  for (const id of new Set(ids)) {
    const result = await run(bulkPublish(entity, id));
    if (result === "failed") outcome.refused.push({ id, reason: "failed" });
    else if (result.ok) outcome.published.push(id);
    else if (result.error === NOTHING_TO_PUBLISH) outcome.skipped.push(id);
    else outcome.refused.push({ id, reason: refusalReason(result) });
  }
  return outcome;
}

export type BulkRequestError = "nothingSelected" | "tooMany" | "invalid";

/** The posted list of ids ("3,7,12"): checked before anything is read; over the cap it is refused whole. */
export function bulkIds(text: string): number[] | BulkRequestError {
  const parts = text.split(",").filter((part) => part.trim() !== "");
  if (parts.length === 0) return "nothingSelected";
  if (parts.length > MAX_BULK_PUBLISH) return "tooMany";
  const ids = parts.map((part) => (/^\d{1,10}$/.test(part.trim()) ? Number(part) : NaN));
  return isIdList(ids) ? ids : "invalid";
}
