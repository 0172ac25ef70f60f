import type { DbTransaction } from "@/lib/db";
import type { ExportedTable } from "./entity-registry";

/**
 * Rows written with the ids they had elsewhere (an import) leave their table's id sequence behind:
 * the next row created would take an id already used. This moves each sequence past the highest id.
 */
export type TableWithSerialId = ExportedTable;

/** `schema` is the client's (lib/db.ts schemaOf, validated when DATABASE_URL was read): raw SQL is not qualified by Prisma. */
export async function restartIdsAfterHighest(
  tx: DbTransaction,
  schema: string,
  tables: readonly TableWithSerialId[],
): Promise<void> {
  for (const table of tables) {
    const qualified = `"${schema}"."${table}"`;
    await tx.$executeRawUnsafe(
      `SELECT setval(pg_get_serial_sequence($1, 'id'), COALESCE(MAX(id), 0) + 1, false) FROM ${qualified}`,
      qualified,
    );
  }
}
