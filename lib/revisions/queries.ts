import { db } from "@/lib/db";
import type { PublishedEntity } from "@/lib/publishing/intent";
import { deletedSince, isPublishedEntity } from "./entities";
import type { RevisionKind } from "./mutations";

/** The revisions the admin reads: an item's history, one revision, and what was deleted lately. */
export interface RevisionView {
  id: number;
  entity: PublishedEntity;
  entityId: number;
  languageCode: string;
  kind: RevisionKind;
  data: Record<string, unknown>;
  changedFields: string[];
  actor: string;
  note: string;
  createdAt: Date;
}

type RevisionRow = Omit<RevisionView, "entity" | "kind" | "data"> & { entity: string; kind: string; data: unknown };

const view = (row: RevisionRow): RevisionView => ({
  ...row,
  entity: row.entity as PublishedEntity,
  kind: row.kind as RevisionKind,
  data: (row.data ?? {}) as Record<string, unknown>,
});

/** An item's revisions, newest first (also of an item deleted since). */
export async function findHistory(entity: PublishedEntity, entityId: number): Promise<RevisionView[]> {
  const rows = await db.revision.findMany({ where: { entity, entityId }, orderBy: { id: "desc" } });
  return rows.map(view);
}

export async function findRevision(id: number): Promise<RevisionView | null> {
  const row = await db.revision.findUnique({ where: { id } });
  return row && isPublishedEntity(row.entity) ? view(row) : null;
}

/**
 * The items deleted within the days they are kept and not brought back since, newest first: each
 * one's "deleted" revision is its last (an undo moves it to the new item, where "restored" follows).
 */
export async function findDeletedItems(now = new Date()): Promise<RevisionView[]> {
  const deleted = await db.revision.findMany({
    where: { kind: "deleted", createdAt: { gte: deletedSince(now) } },
    orderBy: { id: "desc" },
  });
  if (deleted.length === 0) return [];
  const later = await db.revision.findMany({
    where: { OR: deleted.map(({ entity, entityId, id }) => ({ entity, entityId, id: { gt: id } })) },
    select: { entity: true, entityId: true },
  });
  const goneOn = new Set(later.map(({ entity, entityId }) => `${entity}:${entityId}`));
  return deleted.filter(({ entity, entityId }) => !goneOn.has(`${entity}:${entityId}`)).map(view);
}

/** An item's current version, as the history's restore posts it (the write path refuses a stale one). */
export async function findItemVersion(entity: PublishedEntity, id: number): Promise<Date | null> {
  const select = { updatedAt: true } as const;
  const row =
    entity === "category"
      ? await db.category.findUnique({ where: { id }, select })
      : entity === "topic"
        ? await db.topic.findUnique({ where: { id }, select })
        : await db.teamMember.findUnique({ where: { id }, select });
  return row?.updatedAt ?? null;
}
