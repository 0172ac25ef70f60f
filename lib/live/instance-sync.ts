import { noteNewestChangeId, onChange, publishChange, type ChangeEvent } from "@/lib/database/change-events";
import { changesSince, lastChangeId } from "@/lib/database/change-log";
import { listenForChanges, type ChangeListener } from "@/lib/database/change-listener";
import type { PrismaClient } from "@/lib/generated/prisma/client";

/**
 * Keeps this instance in step with writes made anywhere else (another instance, a command, the
 * seed): each one heard expires, here, the cache tags it names, and only then reaches this
 * process's subscribers (the maintenance state, the browsers' event streams), so a page refreshed
 * on that event is rendered fresh. After a dropped connection, what was missed is read from the
 * change table, and so is what was written between the start's check of the caches on disk
 * (`caughtUpTo`, lib/database/cache-stamp.ts) and the first connection. This process's own writes
 * expire their tags and publish themselves (the write path).
 */
const REPLAY_LIMIT = 1000;
const REMEMBERED = 2000;

export function syncWithOtherWriters({
  databaseUrl,
  db,
  expireTags,
  onConnected,
  caughtUpTo = null,
}: {
  databaseUrl: string;
  db: PrismaClient;
  expireTags: (tags: readonly string[]) => Promise<void>;
  onConnected: () => Promise<void>;
  /** The last change this server's caches already account for (null: whatever is newest when it connects). */
  caughtUpTo?: number | null;
}): ChangeListener {
  // Every change this process has already handed on, its own included: a replay skips them.
  const handled = new Set<number>();
  onChange((event) => {
    handled.add(event.id);
    if (handled.size > REMEMBERED) handled.delete(handled.values().next().value as number);
  });
  let heardUpTo: number | null = null;

  const handOn = async (event: ChangeEvent) => {
    heardUpTo = Math.max(heardUpTo ?? 0, event.id);
    if (handled.has(event.id)) return;
    await expireTags(event.tags).catch((error: unknown) =>
      console.error(`Could not expire ${event.tags.join(", ")} in this server`, error),
    );
    publishChange(event);
  };

  return listenForChanges(databaseUrl, {
    onEvent: handOn,
    async onConnected() {
      await onConnected();
      if (heardUpTo === null) {
        const newest = await lastChangeId(db);
        noteNewestChangeId(newest);
        heardUpTo = caughtUpTo ?? newest;
      }
      for (const event of await changesSince(db, heardUpTo, REPLAY_LIMIT)) await handOn(event);
    },
  });
}
