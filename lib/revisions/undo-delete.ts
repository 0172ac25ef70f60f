import { z } from "zod";
import { createCategory } from "@/lib/categories/mutations";
import { slugOrVersionClash } from "@/lib/counterparts/mutations";
import type { DbTransaction } from "@/lib/db";
import { fieldErrorsOf, refuse, type Applied, type Refusal, type WriteOperation } from "@/lib/database/write";
import { MAX_ROW_ID } from "@/lib/database/row-id";
import type { PublishedEntity } from "@/lib/publishing/intent";
import { publishingTable, type PublishingChoice, type Saved } from "@/lib/publishing/publishable";
import { createTeamMember } from "@/lib/team-members/mutations";
import { createTopic } from "@/lib/topics/mutations";
import { recordRevision } from "./mutations";
import { restorableFields } from "./restore";

/**
 * "Geri al" on a deleted item: it is created again from its "deleted" revision, as a draft (off the
 * site), through the entity's own create; a category with the topics the cascade deleted with it.
 * Its earlier revisions move to its new id, so its history goes on where it stopped. It takes its
 * translationKey back (its versions in other languages find it again) unless a version of its
 * language took that place meanwhile. A topic needs its category: without it, nothing is created.
 */
export interface DeletedRevision {
  id: number;
  entity: PublishedEntity;
  entityId: number;
  languageCode: string;
  data: unknown;
}

const AS_DRAFT: PublishingChoice = { intent: "draft", kind: "restored" };
const undoSchema = z.object({ revisionId: z.int().positive().max(MAX_ROW_ID) });

type Restored = Saved & { entity: PublishedEntity };
type Outcome = Applied<Saved> | Refusal;
const isRefusal = (outcome: object): outcome is Refusal => "refused" in outcome;

/** `actor`: who undoes it, for the revisions of a category's topics (the write path records the category's). */
export function undoDeletion(revision: DeletedRevision, actor: string): WriteOperation<typeof undoSchema, Restored> {
  return {
    entity: revision.entity,
    action: "create",
    schema: undoSchema,
    input: { revisionId: revision.id },
    onUniqueViolation: slugOrVersionClash,
    async apply(tx): Promise<Applied<Restored> | Refusal> {
      // Two "Geri al" at once: the second waits for this row's lock, then finds the item back.
      const locked = await tx.revision.updateMany({
        where: { id: revision.id, entityId: revision.entityId, kind: "deleted" },
        data: { kind: "deleted" },
      });
      if (locked.count === 0 || (await undoneAlready(tx, revision))) return refuse("notFound");
      const outcome = await recreate(tx, revision, actor);
      if (isRefusal(outcome)) return outcome;
      return { ...outcome, value: { ...outcome.value, entity: revision.entity } };
    },
  };
}

/** An item brought back (or deleted again) has a revision after its deletion. */
async function undoneAlready(tx: DbTransaction, revision: DeletedRevision): Promise<boolean> {
  const later = await tx.revision.count({
    where: { entity: revision.entity, entityId: revision.entityId, id: { gt: revision.id } },
  });
  return later > 0;
}

async function recreate(tx: DbTransaction, revision: DeletedRevision, actor: string): Promise<Outcome> {
  const { entity, languageCode } = revision;
  const fields: Record<string, unknown> = { ...restorableFields(revision.data), languageCode };
  if (entity === "teamMember") return recreateOne(tx, revision, createTeamMember(fields, undefined, AS_DRAFT));
  if (entity === "topic") {
    const categoryId = Number(fields.categoryId);
    if (!(await tx.category.count({ where: { id: categoryId, languageCode } })))
      return refuse("invalid", { categoryId: "categoryGone" });
    return recreateOne(tx, revision, createTopic(fields, undefined, AS_DRAFT));
  }
  const category = await recreateOne(tx, revision, createCategory(fields, undefined, AS_DRAFT));
  if (isRefusal(category)) return category;
  return withTopics(tx, revision, category, actor);
}

/** The category's topics, in the new category, each recorded as restored under its new id. */
async function withTopics(tx: DbTransaction, revision: DeletedRevision, category: Applied<Saved>, actor: string) {
  const topics = ((revision.data as { topics?: unknown }).topics ?? []) as Record<string, unknown>[];
  const tags = [...category.tags];
  for (const topic of topics) {
    const fields = { ...restorableFields(topic), categoryId: category.value.id, languageCode: revision.languageCode };
    const former = { ...revision, entity: "topic" as const, entityId: Number(topic.id), data: topic };
    const outcome = await recreateOne(tx, former, createTopic(fields, undefined, AS_DRAFT));
    if (isRefusal(outcome)) return outcome;
    if (outcome.revision) await recordRevision(tx, actor, outcome.revision);
    tags.push(...outcome.tags);
  }
  return { ...category, tags };
}

/** Creates the item as its create operation would (validated by its schema), then gives it its key and its past. */
async function recreateOne(
  tx: DbTransaction,
  former: DeletedRevision,
  create: WriteOperation<z.ZodType, Saved>,
): Promise<Outcome> {
  const parsed = create.schema.safeParse(create.input);
  if (!parsed.success) return refuse("invalid", fieldErrorsOf(parsed.error));
  const outcome = await create.apply(tx, parsed.data);
  if (isRefusal(outcome)) return outcome;
  const { id } = outcome.value;
  await takeBackKey(tx, former, id);
  await tx.revision.updateMany({
    where: { entity: former.entity, entityId: former.entityId },
    data: { entityId: id },
  });
  return outcome;
}

async function takeBackKey(tx: DbTransaction, former: DeletedRevision, id: number): Promise<void> {
  const translationKey = (former.data as { translationKey?: unknown }).translationKey;
  if (typeof translationKey !== "string") return;
  const where = { translationKey, languageCode: former.languageCode };
  if (await keyHolders(tx, former.entity, where)) return;
  await publishingTable(tx, former.entity).update({ where: { id }, data: { translationKey } });
}

function keyHolders(
  tx: DbTransaction,
  entity: PublishedEntity,
  where: { translationKey: string; languageCode: string },
) {
  if (entity === "category") return tx.category.count({ where });
  if (entity === "topic") return tx.topic.count({ where });
  return tx.teamMember.count({ where });
}
