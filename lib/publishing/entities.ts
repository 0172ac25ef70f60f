import type { z } from "zod";
import type { WriteOperation } from "@/lib/database/write";
import { updateCategory } from "@/lib/categories/mutations";
import type { DbTransaction } from "@/lib/db";
import { updateTeamMember } from "@/lib/team-members/mutations";
import { updateTopic } from "@/lib/topics/mutations";
import type { PublishedEntity } from "./intent";
import type { PublishingChoice, Saved } from "./publishable";
import { withWorkingCopy } from "./working-copy";

/**
 * What the publishing jobs (the scheduler, a restore) need of each entity with drafts: its table's
 * name in SQL, its update operation, and its row as that operation's input.
 */
interface PublishedEntityParts {
  table: string;
  update: (
    version: { id: number; updatedAt: Date },
    input: unknown,
    choice: PublishingChoice,
  ) => WriteOperation<z.ZodType<Record<string, unknown> & { isActive: boolean }>, Saved>;
  /** The row as the domain schema takes it (the schema leaves out the columns it does not know). */
  input(row: Record<string, unknown>): Record<string, unknown>;
}

const asItIs = (row: Record<string, unknown>) => row;

export const PUBLISHED: Record<PublishedEntity, PublishedEntityParts> = {
  category: { table: "Category", update: updateCategory, input: asItIs },
  topic: { table: "Content", update: updateTopic, input: asItIs },
  teamMember: {
    table: "TeamMember",
    update: updateTeamMember,
    // The domain nests the social links that the row keeps in columns.
    input: ({ linkedin, twitter, instagram, ...row }) => ({ socialMedia: { linkedin, twitter, instagram }, ...row }),
  },
};

/**
 * An item's working copy (its live columns with its draft over them) as its update's input, read
 * under the row's lock with its version moved on: a draft saved meanwhile waits for this
 * transaction, then finds its version gone and is refused as a conflict instead of being published
 * half or lost.
 */
export async function workingCopyInput(
  tx: DbTransaction,
  entity: PublishedEntity,
  id: number,
): Promise<Record<string, unknown> | null> {
  const tables = { category: tx.category, topic: tx.topic, teamMember: tx.teamMember };
  const table = tables[entity] as unknown as {
    updateMany(args: { where: { id: number }; data: { updatedAt: Date } }): Promise<{ count: number }>;
    findUnique(args: { where: { id: number } }): Promise<(Record<string, unknown> & { draft: unknown }) | null>;
  };
  const locked = await table.updateMany({ where: { id }, data: { updatedAt: new Date() } });
  if (locked.count === 0) return null;
  const row = await table.findUnique({ where: { id } });
  return row && withWorkingCopy(PUBLISHED[entity].input(row) as typeof row);
}
