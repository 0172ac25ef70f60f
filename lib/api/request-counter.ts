import { schemaOf } from "@/lib/db";
import { Prisma, type PrismaClient } from "@/lib/generated/prisma/client";

/**
 * One app instance's request counts, kept in memory and shared with the other instances through the
 * `ApiRateLimit` table in batches: a request is decided from memory, and what this instance counted
 * since its last batch is added to the shared rows in one statement, which answers each caller's
 * total over every instance.
 *
 * - The first request of a caller in a window waits for that batch (sent at once), so an instance
 *   starts from what the others counted; the caller's later requests are decided from memory, and
 *   their counts follow within FLUSH_MS. Each instance may thus let through, at most, what the
 *   others counted since its last batch.
 * - A request over the limit is refused from memory and counted nowhere: a flood writes nothing,
 *   however long it lasts (its budget is spent; the count can only start over with the next window).
 */
export const FLUSH_MS = 1000;

/** A caller's count in one window: the shared total as last heard, plus this instance's counts not yet in it. */
interface Tally {
  windowStart: number;
  windowEnd: number;
  shared: number;
  local: number;
  /** Whether `shared` was heard in this window (else the caller's first request waits for it). */
  heard: boolean;
}

/** The counts of callers to add to the shared rows in one statement, and its answer: each caller's total. */
interface Batch {
  counts: Map<string, { windowStart: number; added: number }>;
  totals: Promise<Map<string, number>>;
  settle(totals: Map<string, number> | Error): void;
}

function newBatch(): Batch {
  let settle: Batch["settle"] = () => undefined;
  const totals = new Promise<Map<string, number>>((resolve, reject) => {
    settle = (outcome) => (outcome instanceof Error ? reject(outcome) : resolve(outcome));
  });
  // Nobody may wait for a batch of counts decided from memory: its failure is logged, not thrown.
  totals.catch(() => undefined);
  return { counts: new Map(), totals, settle };
}

export class RequestCounter {
  private readonly tallies = new Map<string, Tally>();
  private batch = newBatch();
  private flushing: Promise<void> = Promise.resolve();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private timerIsSoon = false;
  /** The table is swept a minute after an instance starts counting, then once a minute. */
  private lastSweep = Date.now();

  constructor(
    private readonly db: PrismaClient,
    private readonly flushMs = FLUSH_MS,
  ) {}

  /** Counts one request of `key` if it is within `limit`; answers its place in the window (over `limit`: refused, not counted). */
  async take(key: string, limit: number, window: { start: number; end: number }): Promise<number> {
    const tally = this.tallyOf(key, window);
    if (tally.heard) {
      const count = tally.shared + tally.local + 1;
      if (count <= limit) this.add(key, tally, "later");
      return count;
    }
    const { batch, place } = this.add(key, tally, "soon");
    const total = (await batch.totals).get(key) ?? 0;
    return total - batch.counts.get(key)!.added + place;
  }

  /** Sends what is counted now, and waits for it (tests, and a server that stops). */
  flush(): Promise<void> {
    this.clearTimer();
    this.flushing = this.flushing.then(() => this.send());
    return this.flushing;
  }

  private tallyOf(key: string, { start, end }: { start: number; end: number }): Tally {
    const known = this.tallies.get(key);
    if (known && known.windowStart === start) return known;
    const fresh = { windowStart: start, windowEnd: end, shared: 0, local: 0, heard: false };
    this.tallies.set(key, fresh);
    return fresh;
  }

  private add(key: string, tally: Tally, when: "soon" | "later") {
    tally.local += 1;
    const batch = this.batch;
    const entry = batch.counts.get(key) ?? { windowStart: tally.windowStart, added: 0 };
    entry.added += 1;
    batch.counts.set(key, entry);
    this.schedule(when);
    return { batch, place: entry.added };
  }

  private schedule(when: "soon" | "later") {
    if (this.timer && (this.timerIsSoon || when === "later")) return;
    this.clearTimer();
    this.timerIsSoon = when === "soon";
    this.timer = setTimeout(() => void this.flush(), when === "soon" ? 0 : this.flushMs);
    // Counting never keeps a process alive (a command, a test run).
    this.timer.unref?.();
  }

  private clearTimer() {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private async send() {
    const batch = this.batch;
    this.batch = newBatch();
    if (batch.counts.size === 0) return batch.settle(new Map());
    try {
      const totals = await addToSharedCounts(this.db, batch.counts);
      this.hear(batch, totals);
      batch.settle(totals);
      await this.sweep();
    } catch (error) {
      console.error("API rate limit: the counts could not be shared; they are dropped", error);
      for (const [key, { windowStart, added }] of batch.counts) {
        const tally = this.tallies.get(key);
        if (tally?.windowStart === windowStart) tally.local -= added;
      }
      batch.settle(error instanceof Error ? error : new Error(String(error)));
    }
  }

  /** Each caller's shared total now includes this batch's counts. */
  private hear(batch: Batch, totals: Map<string, number>) {
    for (const [key, { windowStart, added }] of batch.counts) {
      const tally = this.tallies.get(key);
      if (tally?.windowStart !== windowStart) continue;
      tally.local -= added;
      tally.shared = Math.max(tally.shared, totals.get(key) ?? 0);
      tally.heard = true;
    }
  }

  /** Past windows are forgotten: in memory at each batch, in the table (whose callers come and go) at most once a minute. */
  private async sweep(now = Date.now()) {
    for (const [key, tally] of this.tallies) if (tally.windowEnd <= now) this.tallies.delete(key);
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    await this.db
      .$executeRaw`DELETE FROM ${counterTable(this.db)} WHERE "windowStart" < ${new Date(now - 60 * 60_000)}`;
  }
}

/**
 * Adds each caller's count to its shared row in one statement per window (usually one), in the
 * callers' order so two instances' batches never deadlock, and answers each caller's new total.
 * A row of an older window starts over; a late batch of an older window than the row's changes nothing.
 */
async function addToSharedCounts(db: PrismaClient, counts: Batch["counts"]): Promise<Map<string, number>> {
  const totals = new Map<string, number>();
  const windows = new Set([...counts.values()].map(({ windowStart }) => windowStart));
  for (const windowStart of windows) {
    const keys = [...counts.keys()].filter((key) => counts.get(key)!.windowStart === windowStart).sort();
    const added = keys.map((key) => counts.get(key)!.added);
    const rows = await db.$queryRaw<{ caller: string; count: number }[]>`
      INSERT INTO ${counterTable(db)} AS counter ("caller", "windowStart", "count")
      SELECT batch.caller, ${new Date(windowStart)}, batch.added
        FROM unnest(${keys}::text[], ${added}::int[]) WITH ORDINALITY AS batch(caller, added, position)
        ORDER BY batch.position
      ON CONFLICT ("caller") DO UPDATE SET
        "count" = CASE
          WHEN counter."windowStart" = EXCLUDED."windowStart" THEN counter."count" + EXCLUDED."count"
          WHEN counter."windowStart" > EXCLUDED."windowStart" THEN counter."count"
          ELSE EXCLUDED."count" END,
        "windowStart" = GREATEST(counter."windowStart", EXCLUDED."windowStart")
      RETURNING "caller", "count"`;
    for (const { caller, count } of rows) totals.set(caller, count);
  }
  return totals;
}

/** Raw SQL is not qualified by Prisma: the client's schema (validated when its URL was read) is named here. */
const counterTable = (db: PrismaClient) => Prisma.raw(`"${schemaOf(db)}"."ApiRateLimit"`);
