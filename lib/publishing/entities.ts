import type { z } from "zod";
import { fieldErrorsOf, refuse, type Applied, type Refusal, type WriteOperation } from "@/lib/database/write";
import { updateCategory } from "@/lib/categories/mutations";
import type { DbTransaction } from "@/lib/db";
import { updateTeamMember } from "@/lib/team-members/mutations";
import { updateTopic } from "@/lib/topics/mutations";
import type { PublishedEntity } from "./intent";
import type { PublishingChoice, Saved } from "./publishable";
import { publishedTable } from "./tables";
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
  const table = publishedTable<{
    updateMany(args: { where: { id: number }; data: { updatedAt: Date } }): Promise<{ count: number }>;
    findUnique(args: { where: { id: number } }): Promise<(Record<string, unknown> & { draft: unknown }) | null>;
  }>(tx, entity);
  const locked = await table.updateMany({ where: { id }, data: { updatedAt: new Date() } });
  if (locked.count === 0) return null;
  const row = await table.findUnique({ where: { id } });
  return row && withWorkingCopy(PUBLISHED[entity].input(row) as typeof row);
}

/**
 * Saves an item's working copy (read by workingCopyInput, in the same transaction) as its form's
 * button would, within a job's own write: the scheduler's publish or unpublish, a bulk publish.
 */
export function applyWorkingCopy(
  tx: DbTransaction,
  entity: PublishedEntity,
  input: Record<string, unknown>,
  choice: PublishingChoice,
): Promise<Applied<Saved> | Refusal> | Refusal {
  const operation = PUBLISHED[entity].update({ id: Number(input.id), updatedAt: new Date() }, input, choice);
  const parsed = operation.schema.safeParse(input);
  return parsed.success ? operation.apply(tx, parsed.data) : refuse("invalid", fieldErrorsOf(parsed.error));
}
