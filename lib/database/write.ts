import { z } from "zod";
import { describeActor, type Actor } from "@/lib/auth/actor";
import { mayWrite, type Entity, type WriteAction } from "@/lib/auth/policy";
import { db as sharedDb, schemaOf, TRANSACTION_LIMITS, type DbTransaction } from "@/lib/db";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { nulFieldErrors } from "@/lib/text/control-characters";
import { recordRevision, type RevisionRecord } from "@/lib/revisions/mutations";
import { watchAddressMoves } from "@/lib/redirects/moves";
import { cacheTags } from "@/lib/cache-tags";
import { isAccountable, recordAudit } from "@/lib/audit-log/record";
import { writeEntry } from "@/lib/audit-log/write-entry";
import type { CacheRefresh } from "./cache-refresh";
import { notifyChange, publishChange, type ChangeEvent } from "./change-events";
import { isRecordNotFound, isUniqueViolation } from "./prisma-errors";
import { isRowId, MAX_ROW_ID } from "./row-id";
import { claimVersion } from "./versions";

/**
 * The one write path of every entity, whoever asks (a server action, a route handler, a command):
 * authorize the actor, validate with the entity's domain schema, then in one transaction check the
 * version the writer saw, write, keep a moved page's old address as a redirect (lib/redirects/moves.ts),
 * record the change and, for anyone but a visitor, its audit entry (lib/audit-log), and queue its
 * event (NOTIFY, sent on commit); only after the commit expire the cache tags and tell this process.
 */
export type FieldErrors = Record<string, string>;

/** Why a write did not happen: the common reasons, or an entity's own (e.g. "rateLimited"). */
export type WriteError = "unauthorized" | "invalid" | "conflict" | "notFound" | (string & {});

export interface Applied<Value> {
  id: number | string;
  value: Value;
  /** The languages whose public pages show or link what changed. */
  languages: readonly string[];
  tags: readonly string[];
  /** Rows deleted besides the one a delete names (those a whole-language replace dropped), as "topic:12". */
  removed?: readonly string[];
  /** The saved state of a category, topic or team member, kept as a revision in the same transaction. */
  revision?: RevisionRecord;
}

/** An operation's own refusal (a taken slug, a rate limit): nothing it wrote is kept. */
export interface Refusal {
  refused: WriteError;
  fieldErrors?: FieldErrors;
}

/** The input of a delete: the row's id. */
export const rowIdSchema = z.object({ id: z.int().positive().max(MAX_ROW_ID) });

/** The head of an operation on one existing row named by its id (a delete, a toggle): an id that names no row is "notFound". */
export const onRow = (entity: Entity, action: WriteAction, id: number) => ({
  entity,
  action,
  schema: rowIdSchema,
  input: { id },
  row: { id },
});

export const refuse = (refused: WriteError, fieldErrors?: FieldErrors): Refusal => ({ refused, fieldErrors });

export interface WriteOperation<Schema extends z.ZodType, Value> {
  entity: Entity;
  action: WriteAction;
  schema: Schema;
  input: unknown;
  /**
   * The existing row an update or delete changes: an id that names no row is "notFound"; with
   * `updatedAt`, the version the writer saw, refused as "conflict" if the row changed since.
   */
  row?: { id: number; updatedAt?: Date };
  apply(tx: DbTransaction, data: z.output<Schema>): Promise<Applied<Value> | Refusal>;
  /** How the audit log names this write when not by its action (a password change): its input is then never logged. */
  audit?: { action: string };
  /** A unique index the write hit, as the writer's message; undefined rethrows the error. */
  onUniqueViolation?(error: unknown): Refusal | undefined;
}

export type WriteResult<Value> =
  | { ok: true; value: Value; id: number | string; languages: readonly string[]; tags: readonly string[] }
  | { ok: false; error: WriteError; fieldErrors: FieldErrors };

export interface WriteContext {
  refresh: CacheRefresh;
  /** The database (scripts and tests bring their own client); the app's shared one by default. */
  db?: PrismaClient;
}

class RolledBack extends Error {
  constructor(readonly refusal: Refusal) {
    super(`write refused: ${refusal.refused}`);
  }
}

export async function write<Schema extends z.ZodType, Value>(
  actor: Actor | null,
  operation: WriteOperation<Schema, Value>,
  { refresh, db = sharedDb }: WriteContext,
): Promise<WriteResult<Value>> {
  if (!actor || !mayWrite(actor, operation.entity, operation.action)) return failure("unauthorized");
  const { row } = operation;
  if (row && !isRowId(row.id)) return failure("notFound");
  const nul = nulFieldErrors(operation.input);
  if (nul) return failure("invalid", nul);
  const parsed = operation.schema.safeParse(operation.input);
  if (!parsed.success) return failure("invalid", fieldErrorsOf(parsed.error));
  // A version that is no time (a tampered form) was not seen by anyone: someone else's save is kept.
  if (row?.updatedAt && Number.isNaN(row.updatedAt.getTime())) return failure("conflict");
  let applied: Applied<Value> & { event: ChangeEvent };
  try {
    applied = await db.$transaction(async (tx) => {
      if (row?.updatedAt) {
        const claim = await claimVersion(tx, operation.entity, { id: row.id, updatedAt: row.updatedAt });
        if (claim !== "claimed") throw new RolledBack(refuse(claim));
      }
      const addressMoves = await watchAddressMoves(tx, operation.entity, row?.id);
      const outcome = await operation.apply(tx, parsed.data);
      if ("refused" in outcome) throw new RolledBack(outcome);
      const { revision, ...applied } = outcome;
      const recorded = revision && (await recordRevision(tx, describeActor(actor), revision));
      const redirected = await addressMoves(outcome.id);
      const change = {
        ...applied,
        languages: [...new Set(outcome.languages)],
        tags: [...new Set([...outcome.tags, ...(redirected ? [cacheTags.redirects] : [])])],
        removed: removedRows(operation, outcome),
      };
      const record = await tx.change.create({
        data: changeRecord(actor, operation, change, refresh),
        select: { id: true },
      });
      // Who did it is kept with the change, in its transaction: a rolled back write leaves no entry.
      if (isAccountable(actor)) {
        const kept = recorded && revision && { ...recorded, data: revision.data };
        await recordAudit(
          tx,
          writeEntry(actor, operation, { data: parsed.data, id: change.id, value: change.value, kept }),
        );
      }
      const event = {
        id: record.id,
        entity: operation.entity,
        entityId: String(change.id),
        action: operation.action,
        languages: change.languages,
        tags: change.tags,
        removed: change.removed,
      };
      await notifyChange(tx, schemaOf(db), event);
      return { ...change, event };
    }, TRANSACTION_LIMITS);
  } catch (error) {
    const refusal = refusalFor(error, operation);
    if (!refusal) throw error;
    return failure(refusal.refused, refusal.fieldErrors);
  }
  refresh.expire(applied.tags);
  // This process hears of its own writes at once, also where no LISTEN connection runs (embedded).
  publishChange(applied.event);
  return { ok: true, value: applied.value, id: applied.id, languages: applied.languages, tags: applied.tags };
}

/** Every row the write deleted, named as open pages name what they show: a delete's own row, and what the operation lists. */
function removedRows(operation: WriteOperation<z.ZodType, unknown>, applied: Applied<unknown>): string[] {
  const own = operation.action === "delete" && operation.row ? [`${operation.entity}:${operation.row.id}`] : [];
  return [...new Set([...own, ...(applied.removed ?? [])])];
}

function changeRecord(
  actor: Actor,
  operation: WriteOperation<z.ZodType, unknown>,
  applied: Applied<unknown> & { removed: string[] },
  refresh: CacheRefresh,
) {
  return {
    entity: operation.entity,
    entityId: String(applied.id),
    action: operation.action,
    languages: [...applied.languages],
    tags: [...applied.tags],
    removed: applied.removed,
    actor: describeActor(actor),
    cacheRefreshed: refresh.inServer,
  };
}

function refusalFor(error: unknown, operation: WriteOperation<z.ZodType, unknown>): Refusal | undefined {
  if (error instanceof RolledBack) return error.refusal;
  if (isUniqueViolation(error)) return operation.onUniqueViolation?.(error);
  if (isRecordNotFound(error)) return refuse("notFound");
  return undefined;
}

const failure = (error: WriteError, fieldErrors: FieldErrors = {}): WriteResult<never> => ({
  ok: false,
  error,
  fieldErrors,
});

/** What a field the schema does not know gets, where a strict schema refuses it (the REST API). */
export const UNKNOWN_FIELD = "unknownField";

/** The first message of each top-level field (a form shows one per field); each refused unknown field by its name. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const result: FieldErrors = {};
  for (const issue of error.issues) {
    const fields =
      issue.code === "unrecognized_keys" && issue.path.length === 0 ? issue.keys : [String(issue.path[0] ?? "")];
    for (const field of fields) result[field] ??= issue.code === "unrecognized_keys" ? UNKNOWN_FIELD : issue.message;
  }
  return result;
}
