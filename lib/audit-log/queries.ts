import { db as sharedDb } from "@/lib/db";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { readListPage, type ListPage, type ListQuery } from "@/lib/admin/list-query";
import { actorName } from "@/lib/auth/actor";
import { createdAtRange, isAuditFiltered, type AuditFilter } from "./filter";

export interface AuditRow {
  id: number;
  actor: string;
  action: string;
  entity: string;
  entityId: string;
  revisionId: number | null;
  details: Record<string, unknown>;
  ipAddress: string;
  userAgent: string;
  createdAt: Date;
}

/** How the log names one person: an administrator, a token, a command, or the e-mail a failed sign-in typed. */
const actorsNamed = (name: string) => [name, ...["admin", "token", "system"].map((kind) => `${kind}:${name}`)];

/** The filter as a query: the person by their name (any of their kinds), entity and action exactly. */
export function auditWhere(filter: AuditFilter): Prisma.AuditEntryWhereInput {
  return {
    ...(filter.actor ? { actor: { in: actorsNamed(filter.actor) } } : {}),
    ...(filter.entity ? { entity: filter.entity } : {}),
    ...(filter.action ? { action: filter.action } : {}),
    ...(createdAtRange(filter) ? { createdAt: createdAtRange(filter) } : {}),
  };
}

const NEWEST_FIRST = [{ createdAt: "desc" }, { id: "desc" }] satisfies Prisma.AuditEntryOrderByWithRelationInput[];

/** One page of the log, newest first. */
export async function findAuditPage(
  filter: AuditFilter,
  query: Pick<ListQuery, "page" | "size">,
  db: PrismaClient = sharedDb,
): Promise<ListPage<AuditRow>> {
  const where = auditWhere(filter);
  const listQuery = { q: isAuditFiltered(filter) ? "filtered" : "", status: "all", ...query };
  return readListPage(listQuery, {
    count: (filtered) => db.auditEntry.count({ where: filtered ? where : {} }),
    rows: async ({ skip, take }) =>
      (await db.auditEntry.findMany({ where, orderBy: NEWEST_FIRST, skip, take })) as AuditRow[],
  });
}

/** Every entry the filter keeps, newest first, up to `limit` (the export's file). */
export async function findAuditEntries(
  filter: AuditFilter,
  limit: number,
  db: PrismaClient = sharedDb,
): Promise<AuditRow[]> {
  return (await db.auditEntry.findMany({
    where: auditWhere(filter),
    orderBy: NEWEST_FIRST,
    take: limit,
  })) as AuditRow[];
}

/** The people, entities and actions the log holds: the filter's choices. */
export async function auditFilterChoices(db: PrismaClient = sharedDb) {
  const distinct = async (field: "actor" | "entity" | "action") =>
    (await db.auditEntry.findMany({ distinct: [field], select: { [field]: true }, orderBy: { [field]: "asc" } })).map(
      (row) => (row as Record<string, string>)[field]!,
    );
  const [actors, entities, actions] = await Promise.all([distinct("actor"), distinct("entity"), distinct("action")]);
  return { actors: [...new Set(actors.map(actorName))].toSorted(), entities: entities.filter(Boolean), actions };
}
