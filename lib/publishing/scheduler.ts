import { systemActor } from "@/lib/auth/actor";
import { schemaOf } from "@/lib/db";
import type { CacheRefresh } from "@/lib/database/cache-refresh";
import { runEvery } from "@/lib/database/periodic";
import { onRow, refuse, write, type WriteOperation } from "@/lib/database/write";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { pruneExpiredHistory } from "@/lib/revisions/prune";
import { applyWorkingCopy, PUBLISHED, workingCopyInput } from "./entities";
import { publishedTable } from "./tables";
import type { PublishedEntity } from "./intent";
import type { Saved } from "./publishable";

/**
 * The scheduler: publishes each item whose publishAt has come (its working copy, as last saved) and
 * takes off the site each whose unpublishAt has, through the write path like any save (a revision,
 * a change record, the caches of its pages expired, every instance told). Every app instance runs
 * it; each due row is done in a transaction that locks it (FOR UPDATE SKIP LOCKED) and finds it
 * still due, and the publish clears the time, so an item is published exactly once however many
 * instances look. A time missed while no server ran is done in the first round after a start.
 */
export const SCHEDULER_ACTOR = systemActor("scheduler");

/** How often each instance looks: a scheduled time is met within this, well within a minute. */
export const schedulerIntervalMs = (): number => Number(process.env.PUBLISHING_SCHEDULER_INTERVAL_MS) || 15_000;

const HISTORY_PRUNE_INTERVAL_MS = 60 * 60_000;

/** Categories first: a topic due with its category finds the category on the site. */
const ORDER: readonly PublishedEntity[] = ["category", "topic", "teamMember"];

type DueAction = "publish" | "unpublish";

/** Both times past (no server ran meanwhile): the later one, taking it off, is where it must end, without a moment on the site. */
function dueAction(row: { publishAt: Date | null; unpublishAt: Date | null }, now: Date): DueAction | null {
  if (row.unpublishAt && row.unpublishAt <= now) return "unpublish";
  if (row.publishAt && row.publishAt <= now) return "publish";
  return null;
}

interface ScheduleTable {
  findMany(args: object): Promise<{ id: number }[]>;
}

async function dueIds(db: PrismaClient, entity: PublishedEntity, now: Date): Promise<number[]> {
  const table = publishedTable<ScheduleTable>(db, entity);
  const rows = await table.findMany({
    where: { OR: [{ publishAt: { lte: now } }, { unpublishAt: { lte: now } }] },
    orderBy: { id: "asc" },
    select: { id: true },
  });
  return rows.map((row) => row.id);
}

/**
 * One due item's scheduled publish or unpublish. Refused as "busy" while another instance holds the
 * row, "notDue" once it is done. Content that no longer validates (its slug taken meanwhile) is not
 * published: its time is cleared and the refusal logged, and the item waits as a draft.
 */
export function scheduledChange(
  entity: PublishedEntity,
  id: number,
  now: Date,
  schema: string,
): WriteOperation<ReturnType<typeof onRow>["schema"], Saved> {
  const { table } = PUBLISHED[entity];
  return {
    ...onRow(entity, "update", id),
    async apply(tx) {
      const locked = await tx.$queryRawUnsafe<{ publishAt: Date | null; unpublishAt: Date | null }[]>(
        `SELECT "publishAt", "unpublishAt" FROM "${schema}"."${table}" WHERE id = $1 FOR UPDATE SKIP LOCKED`,
        id,
      );
      if (locked.length === 0) return refuse("busy");
      const due = dueAction(locked[0]!, now);
      if (!due) return refuse("notDue");
      const input = await workingCopyInput(tx, entity, id);
      return input ? applyWorkingCopy(tx, entity, input, { intent: due }) : refuse("notFound");
    },
    // Its slug taken meanwhile by another item: not published (see clearedSchedule).
    onUniqueViolation: () => refuse("invalid"),
  };
}

/**
 * A due item whose content the write refused stays a draft, its due times cleared (else every round
 * would try it again): the list shows it as a draft, the log says why. A time set since, ahead of
 * `now`, is the administrator's new choice and stays.
 */
function clearedSchedule(
  entity: PublishedEntity,
  id: number,
  now: Date,
  schema: string,
): WriteOperation<ReturnType<typeof onRow>["schema"], Saved> {
  const { table } = PUBLISHED[entity];
  const cleared = (column: string) => `"${column}" = CASE WHEN "${column}" <= $2 THEN NULL ELSE "${column}" END`;
  return {
    ...onRow(entity, "update", id),
    async apply(tx) {
      await tx.$executeRawUnsafe(
        `UPDATE "${schema}"."${table}" SET ${cleared("publishAt")}, ${cleared("unpublishAt")} WHERE id = $1`,
        id,
        now,
      );
      return { id, value: { id, languageCode: "" }, languages: [], tags: [] };
    },
  };
}

const OTHERS_TURN = new Set(["busy", "notDue", "notFound"]);

/** Does every scheduled change that is due at `now`; returns how many this call did. */
export async function runDueSchedules(db: PrismaClient, refresh: CacheRefresh, now = new Date()): Promise<number> {
  let done = 0;
  for (const entity of ORDER) {
    for (const id of await dueIds(db, entity, now)) {
      const schema = schemaOf(db);
      const result = await write(SCHEDULER_ACTOR, scheduledChange(entity, id, now, schema), { refresh, db });
      if (result.ok) done++;
      else if (!OTHERS_TURN.has(result.error)) {
        console.error(`The scheduled change of ${entity} ${id} was refused (${result.error}): its times are cleared.`);
        await write(SCHEDULER_ACTOR, clearedSchedule(entity, id, now, schema), { refresh, db });
      }
    }
  }
  return done;
}

/**
 * Runs the scheduler every interval until stopped, the first round one interval after start (once
 * the server answers the requests that expire its own cache).
 */
export function startScheduler(db: PrismaClient, refresh: CacheRefresh): { stop(): void } {
  let prunedAt = 0;
  return runEvery("The publishing scheduler", schedulerIntervalMs(), async () => {
    await runDueSchedules(db, refresh);
    // The history of items deleted over 30 days ago, once an hour: a delete can be undone for 30 days.
    if (Date.now() - prunedAt >= HISTORY_PRUNE_INTERVAL_MS) {
      await pruneExpiredHistory(db);
      prunedAt = Date.now();
    }
  });
}
