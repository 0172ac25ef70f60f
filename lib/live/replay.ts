import { newestChangeId, type ChangeEvent } from "@/lib/database/change-events";
import { changesSince, lastChangeId } from "@/lib/database/change-log";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { LIVE_REPLAY_LIMIT } from "./events";

/**
 * Where a browser's stream starts. A first visit starts at the newest change this server knows of;
 * a returning browser gets what it missed, read from the change table, unless the gap is longer than
 * the replay limit, when its page reloads its data once instead ("resync").
 *
 * The reads are bounded: a gap that is too long by the ids alone (`?since=0`) is told from memory
 * with no query, and at most REPLAY_READS_AT_ONCE streams read the table at a time, the others
 * waiting their turn, so a crowd of returning browsers (a server restart, a flood) holds a few of the
 * pool's connections, never all of them.
 */
export type StartingPoint =
  { kind: "replay"; missed: ChangeEvent[]; lastId: number } | { kind: "ready" | "resync"; lastId: number };

export const REPLAY_READS_AT_ONCE = 2;

export async function startingPoint(
  db: PrismaClient,
  resumeAfter: number | null,
  signal?: AbortSignal,
): Promise<StartingPoint> {
  const newest = newestChangeId();
  if (resumeAfter === null) return { kind: "ready", lastId: newest || (await oneAtATime(() => lastChangeId(db))) };
  // Change ids only grow: more ids than the limit between the two means nothing worth reading.
  if (newest > 0 && newest - resumeAfter > LIVE_REPLAY_LIMIT) return { kind: "resync", lastId: newest };
  return oneAtATime(async () => {
    // A browser that left while its turn came reads nothing.
    if (signal?.aborted) return { kind: "ready", lastId: resumeAfter };
    const missed = await changesSince(db, resumeAfter, LIVE_REPLAY_LIMIT + 1);
    if (missed.length > LIVE_REPLAY_LIMIT) return { kind: "resync", lastId: await lastChangeId(db) };
    if (missed.length === 0) return { kind: "ready", lastId: resumeAfter };
    return { kind: "replay", missed, lastId: missed.at(-1)!.id };
  });
}

let reading = 0;
const waiting: (() => void)[] = [];

/** Runs `read` when fewer than REPLAY_READS_AT_ONCE others are running, in the order they asked. */
async function oneAtATime<Value>(read: () => Promise<Value>): Promise<Value> {
  if (reading >= REPLAY_READS_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else reading += 1;
  try {
    return await read();
  } finally {
    // The slot passes straight to the next in line, so `reading` never counts it free in between.
    const next = waiting.shift();
    if (next) next();
    else reading -= 1;
  }
}
