import type { Entity } from "@/lib/auth/policy";
import type { DbTransaction } from "@/lib/db";
import { VERSIONED, type RowTable } from "./entity-registry";

/**
 * The lost-update check of the write path. An edit form carries the version (updatedAt) its row had
 * when loaded; the write first moves that version on, which only succeeds if nobody saved in
 * between. The row stays locked until the commit, so a concurrent save waits, then finds the new
 * version and is refused: the other save is kept and its writer told.
 */
interface VersionedTable extends RowTable {
  updateMany(args: { where: object; data: object }): Promise<{ count: number }>;
}

export async function claimVersion(
  tx: DbTransaction,
  entity: Entity,
  version: { id: number; updatedAt: Date },
): Promise<"claimed" | "conflict" | "notFound"> {
  // Each entity's table and version field are the entity registry's.
  const versioned = VERSIONED.get(entity);
  if (!versioned) throw new Error(`${entity} rows have no version`);
  const table = versioned.rows(tx) as VersionedTable;
  // Always later than the version it replaces, even within the same millisecond or on a clock set back.
  const next = new Date(Math.max(Date.now(), version.updatedAt.getTime() + 1));
  const claimed = await table.updateMany({
    where: { id: version.id, [versioned.field]: version.updatedAt },
    data: { [versioned.field]: next },
  });
  if (claimed.count === 1) return "claimed";
  return (await table.count({ where: { id: version.id } })) > 0 ? "conflict" : "notFound";
}
