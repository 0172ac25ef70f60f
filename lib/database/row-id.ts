/** PostgreSQL's int4, the type of every id: a larger one names no row (and would make Prisma throw). */
export const MAX_ROW_ID = 2_147_483_647;

export const isRowId = (id: unknown): id is number =>
  Number.isInteger(id) && (id as number) > 0 && (id as number) <= MAX_ROW_ID;
