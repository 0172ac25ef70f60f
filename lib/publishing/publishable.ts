import type { z } from "zod";
import type { DbTransaction } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { refuse, type Applied, type Refusal, type WriteOperation } from "@/lib/database/write";
import type { RevisionKind } from "@/lib/revisions/mutations";
import type { PublishedEntity, PublishIntent } from "./intent";
import { publishedTable } from "./tables";
import { contentIntent, scheduleColumns, scheduleRefusal, type Schedule } from "./schedule";

/**
 * Drafts and publishing around an entity's own create and update operations, for categories,
 * topics and team members alike. The live columns are what visitors see; a published item's
 * working copy waits in `draft` (its domain fields, stored as a save would store them) until it is
 * published, so saving a draft of a published item changes no public page and expires no cache. An
 * item not on the site has no working copy: its draft saves write its columns, unpublished.
 * Every save keeps a revision (lib/revisions).
 */
export type Saved = { id: number; languageCode: string };

type Fields = Record<string, unknown> & { isActive: boolean };

export interface PublishingOptions<Data extends Fields = Fields> {
  /** None (the REST API, scripts): the live columns, published as the input's isActive says, the working copy left as it is. */
  intent?: PublishIntent;
  /** The fields as a save stores them (a topic's body sanitized): the working copy is kept so. */
  normalize?: (data: Data) => Data;
  /** The revision's note ("withoutReview"). */
  note?: string;
  /** The revision's kind when the save is more than a save ("restored": an earlier version brought back); else the intent's. */
  kind?: RevisionKind;
  /** The scheduled times the form posted (none: left as they are). */
  schedule?: Schedule;
}

/** What the caller of a save chooses: the intent and the revision's note. */
export type PublishingChoice = Pick<PublishingOptions, "intent" | "note" | "kind" | "schedule">;

interface PublishingTable {
  findUniqueOrThrow(args: { where: { id: number }; select: typeof PUBLISHING }): Promise<{
    isActive: boolean;
    languageCode: string;
    draft: unknown;
  }>;
  update(args: { where: { id: number }; data: object }): Promise<unknown>;
  updateMany(args: { where: object; data: object }): Promise<unknown>;
}

const PUBLISHING = { isActive: true, languageCode: true, draft: true } as const;

export function publishingTable(tx: DbTransaction, entity: PublishedEntity): PublishingTable {
  return publishedTable<PublishingTable>(tx, entity);
}

/** Refuses times that cannot be scheduled; else stores the posted ones as the intent leaves them. */
async function applySchedule(
  table: PublishingTable,
  id: number,
  intent: PublishIntent | undefined,
  schedule: Schedule | undefined,
): Promise<void> {
  if (schedule) await table.update({ where: { id }, data: scheduleColumns(intent, schedule) });
}

/** The isActive a save writes to the live columns. */
function liveIsActive(intent: PublishIntent | undefined, requested: boolean): boolean {
  if (intent === undefined) return requested;
  return intent === "publish";
}

function revisionKind(intent: PublishIntent | undefined, isActive: boolean): RevisionKind {
  if (isActive) return "published";
  return intent === "unpublish" ? "unpublished" : "draft";
}

/** A working copy leaves the order out: the list's reordering meanwhile is the order, not the draft's. */
function workingCopyOf(fields: Fields): Record<string, unknown> {
  const { isActive: _isActive, order: _order, ...copy } = fields;
  return copy;
}

/** The first publication's time, set once; a publish or unpublish by hand ends what was scheduled. */
async function afterLiveWrite(
  table: PublishingTable,
  id: number,
  intent: PublishIntent | undefined,
  isActive: boolean,
) {
  if (isActive) await table.updateMany({ where: { id, publishedAt: null }, data: { publishedAt: new Date() } });
  if (intent === "publish" || intent === "unpublish")
    await table.update({
      where: { id },
      data: {
        draft: Prisma.DbNull,
        publishAt: null,
        ...(intent === "unpublish" ? { unpublishAt: null } : {}),
      },
    });
}

const identity = <Data>(fields: Data) => fields;

/**
 * A save that writes the live columns (any but a draft of a published item): the entity's own
 * write, then the first publication's time, the schedule, and the revision.
 */
async function writeLive<Schema extends z.ZodType<Fields>>(
  tx: DbTransaction,
  entity: PublishedEntity,
  live: WriteOperation<Schema, Saved>,
  data: z.output<Schema>,
  { intent: posted, normalize = identity, note, kind, schedule }: PublishingOptions<z.output<Schema>>,
): Promise<Applied<Saved> | Refusal> {
  const intent = contentIntent(posted);
  const isActive = liveIsActive(intent, data.isActive);
  const fields = { ...data, isActive } as z.output<Schema>;
  const outcome = await live.apply(tx, fields);
  if ("refused" in outcome) return outcome;
  const table = publishingTable(tx, entity);
  await afterLiveWrite(table, outcome.value.id, intent, isActive);
  await applySchedule(table, outcome.value.id, posted, schedule);
  const revision = revisionOf(entity, outcome.value, kind ?? revisionKind(intent, isActive), normalize(fields), note);
  return { ...outcome, revision };
}

export function publishableCreate<Schema extends z.ZodType<Fields>>(
  entity: PublishedEntity,
  live: WriteOperation<Schema, Saved>,
  options: PublishingOptions<z.output<Schema>>,
): WriteOperation<Schema, Saved> {
  return {
    ...live,
    async apply(tx, data): Promise<Applied<Saved> | Refusal> {
      const refusal = options.schedule && scheduleRefusal(options.intent, options.schedule, new Date());
      return refusal || writeLive(tx, entity, live, data, options);
    },
  };
}

export function publishableUpdate<Schema extends z.ZodType<Fields>>(
  entity: PublishedEntity,
  live: WriteOperation<Schema, Saved> & { row: { id: number } },
  options: PublishingOptions<z.output<Schema>>,
): WriteOperation<Schema, Saved> {
  const { id } = live.row;
  const { intent: posted, normalize = identity, kind, schedule } = options;
  return {
    ...live,
    async apply(tx, data): Promise<Applied<Saved> | Refusal> {
      const refusal = schedule && scheduleRefusal(posted, schedule, new Date());
      if (refusal) return refusal;
      const table = publishingTable(tx, entity);
      const before = await table.findUniqueOrThrow({ where: { id }, select: PUBLISHING });
      // A write from outside the admin (the REST API, a script) would change the live version under
      // a working copy that, published later, would undo it: refused until that copy is published or dropped.
      if (posted === undefined && before.draft !== null) return refuse("draftPending");
      if (contentIntent(posted) !== "draft" || !before.isActive) return writeLive(tx, entity, live, data, options);
      const fields = normalize({ ...data, isActive: true } as z.output<Schema>);
      await table.update({ where: { id }, data: { draft: workingCopyOf(fields) } });
      await applySchedule(table, id, posted, schedule);
      const saved = { id, languageCode: before.languageCode };
      // Nothing public changed: no page to expire, no language to tell.
      return {
        id,
        value: saved,
        languages: [],
        tags: [],
        revision: revisionOf(entity, saved, kind ?? "draft", fields),
      };
    },
  };
}

/** The revision of a save: the item's fields as stored (its language is the revision's own column). */
function revisionOf(entity: PublishedEntity, saved: Saved, kind: RevisionKind, fields: Fields, note?: string) {
  const { languageCode: _languageCode, ...data } = fields;
  return { entity, entityId: saved.id, languageCode: saved.languageCode, kind, data, note };
}
