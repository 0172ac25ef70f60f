import type { DbTransaction } from "@/lib/db";
import type { PublishedEntity } from "@/lib/publishing/intent";
import { changedFields } from "./changes";

/**
 * The revisions of the write path: each publish, saved draft, restore and delete of a category,
 * topic or team member keeps the item's fields as saved, who saved it and what changed since its
 * previous revision. Published revisions are kept for good; an item's drafts beyond its newest
 * DRAFT_REVISIONS_KEPT are pruned as the next one is saved.
 */
export const REVISION_KINDS = ["draft", "published", "unpublished", "restored", "deleted"] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];

export const DRAFT_REVISIONS_KEPT = 50;

export interface RevisionRecord {
  entity: PublishedEntity;
  entityId: number;
  languageCode: string;
  kind: RevisionKind;
  /** The item's domain fields as saved. */
  data: Record<string, unknown>;
  /** "withoutReview": an article published with no review recorded. */
  note?: string;
}

type Json = Record<string, unknown>;

/** The kept revision: its id and the fields changed since the item's previous one (the audit log names both). */
export interface RecordedRevision {
  id: number;
  changedFields: string[];
}

export async function recordRevision(
  tx: DbTransaction,
  actor: string,
  record: RevisionRecord,
): Promise<RecordedRevision> {
  const { entity, entityId } = record;
  const previous = await tx.revision.findFirst({
    where: { entity, entityId },
    orderBy: { id: "desc" },
    select: { data: true },
  });
  const created = await tx.revision.create({
    data: {
      ...record,
      note: record.note ?? "",
      data: record.data as object,
      changedFields: changedFields((previous?.data as Json | undefined) ?? null, record.data),
      actor,
    },
    select: { id: true, changedFields: true },
  });
  if (record.kind === "draft") await pruneDraftRevisions(tx, entity, entityId);
  return created;
}

async function pruneDraftRevisions(tx: DbTransaction, entity: PublishedEntity, entityId: number): Promise<void> {
  const beyond = await tx.revision.findMany({
    where: { entity, entityId, kind: "draft" },
    orderBy: { id: "desc" },
    skip: DRAFT_REVISIONS_KEPT,
    select: { id: true },
  });
  if (beyond.length > 0) await tx.revision.deleteMany({ where: { id: { in: beyond.map((row) => row.id) } } });
}
