import type { PrismaClient } from "@/lib/generated/prisma/client";
import { deletedSince } from "./entities";

/**
 * Forgets the items deleted longer ago than they can be brought back: every revision of each, and
 * of the topics a deleted category held. An item brought back has a revision after its deletion
 * and is kept. Run daily by the scheduler; returns how many revisions went.
 */
export async function pruneExpiredHistory(db: PrismaClient, now = new Date()): Promise<number> {
  const expired = await db.revision.findMany({
    where: { kind: "deleted", createdAt: { lt: deletedSince(now) } },
    select: { id: true, entity: true, entityId: true, data: true },
  });
  const items = [];
  for (const revision of expired) {
    const later = await db.revision.count({
      where: { entity: revision.entity, entityId: revision.entityId, id: { gt: revision.id } },
    });
    if (later > 0) continue;
    items.push({ entity: revision.entity, entityId: revision.entityId });
    for (const topicId of topicIdsOf(revision.data)) items.push({ entity: "topic", entityId: topicId });
  }
  if (items.length === 0) return 0;
  const { count } = await db.revision.deleteMany({ where: { OR: items } });
  return count;
}

function topicIdsOf(data: unknown): number[] {
  const topics = (data as { topics?: { id?: unknown }[] } | null)?.topics ?? [];
  return topics.map((topic) => Number(topic.id)).filter(Number.isInteger);
}
