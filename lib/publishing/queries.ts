import { Prisma, type PrismaClient } from "@/lib/generated/prisma/client";
import type { PublishedEntity } from "./intent";
import { publishedTable } from "./tables";
import type { ListStatus } from "@/lib/admin/list-query";
import { publicationState, type PublicationState } from "./state";

/** The Prisma filter of the rows in a state (the lists' status filter). */
export function publicationStateWhere(state: PublicationState) {
  switch (state) {
    case "scheduled":
      return { publishAt: { not: null } };
    case "draft":
      return { isActive: false, publishAt: null };
    case "published":
      return { isActive: true, publishAt: null, draft: { equals: Prisma.DbNull } };
    case "changed":
      return { isActive: true, publishAt: null, NOT: { draft: { equals: Prisma.DbNull } } };
  }
}

/** The lists' status filter as a database condition. */
export const publicationWhere = (status: ListStatus<"publication">) =>
  status === "all" ? {} : publicationStateWhere(status);

/** The columns a list row's state is read from. */
export const PUBLICATION_COLUMNS = { isActive: true, draft: true, publishAt: true } as const;

/** A list row with its state in place of the columns it comes from (a working copy is not carried along). */
export function withPublicationState<Row extends { isActive: boolean; draft: unknown; publishAt: Date | null }>({
  draft,
  publishAt,
  ...row
}: Row): Omit<Row, "draft" | "publishAt"> & { state: PublicationState } {
  return { ...row, state: publicationState({ isActive: row.isActive, draft, publishAt }) };
}

/** The working copies (drafts of published rows) of these rows, by id. */
export async function findWorkingCopies(
  db: PrismaClient,
  entity: PublishedEntity,
  ids: number[],
): Promise<Map<number, Record<string, unknown>>> {
  const table = publishedTable<{ findMany(args: object): Promise<{ id: number; draft: unknown }[]> }>(db, entity);
  const rows = await table.findMany({
    where: { id: { in: ids }, NOT: { draft: { equals: Prisma.DbNull } } },
    select: { id: true, draft: true },
  });
  return new Map(rows.map((row) => [row.id, row.draft as Record<string, unknown>]));
}
