import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { Entity } from "./entity-registry";
import type { ChangeEvent } from "./change-events";

/**
 * The change table read as the log of events (issue 10): NOTIFY is not stored, so whoever missed
 * notifications (a reconnecting listener, a browser back from a gap) reads what it missed here.
 */
const EVENT_FIELDS = {
  id: true,
  entity: true,
  entityId: true,
  action: true,
  languages: true,
  tags: true,
  removed: true,
} as const;

/** The changes after `afterId`, oldest first, at most `limit`. */
export async function changesSince(db: PrismaClient, afterId: number, limit: number): Promise<ChangeEvent[]> {
  return db.change.findMany({
    where: { id: { gt: afterId } },
    orderBy: { id: "asc" },
    take: limit,
    select: EVENT_FIELDS,
  });
}

/** The newest change's id (0 on a database without changes): where a new reader starts. */
export async function lastChangeId(db: PrismaClient): Promise<number> {
  const newest = await db.change.findFirst({ orderBy: { id: "desc" }, select: { id: true } });
  return newest?.id ?? 0;
}

/** Who last wrote an entity, and when (a settings page says so above its form); null before any write. */
export function lastChangeOf(db: PrismaClient, entity: Entity): Promise<{ actor: string; createdAt: Date } | null> {
  return db.change.findFirst({
    where: { entity },
    orderBy: { id: "desc" },
    select: { actor: true, createdAt: true },
  });
}
