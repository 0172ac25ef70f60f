import { onChange, type ChangeEvent } from "@/lib/database/change-events";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { changesLanguages, languagesSettled } from "@/lib/languages/live-state";
import { changesMaintenance, maintenanceSettled } from "@/lib/maintenance/live-state";
import { changeFrame, HEARTBEAT_FRAME, isPublicChange, markerFrame, toLiveEvent } from "./events";
import { startingPoint } from "./replay";

/**
 * One browser's event stream. It listens to this process's change subscribers, fed by
 * the one LISTEN connection of the instance, so a stream holds no database connection. A new one
 * starts at the newest change the instance knows of, without a query; only a returning browser's
 * stream reads the change table, once, to replay what it missed (./replay.ts bounds those reads).
 * `onClose` runs once when the stream ends, whichever side ends it.
 */
export const HEARTBEAT_MS = 25_000;

const encoder = new TextEncoder();

export function openEventStream({
  db,
  resumeAfter,
  signal,
  onClose = () => undefined,
}: {
  db: PrismaClient;
  resumeAfter: number | null;
  signal: AbortSignal;
  onClose?: () => void;
}): ReadableStream<Uint8Array> {
  let stop = () => undefined as void;
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      let closed = false;
      // Ids, not a high-water mark: two writes may commit in the other order than their ids.
      const replayed = new Set<number>();
      // Live events wait while the log is read: none is lost between the read and the subscription.
      let held: ChangeEvent[] | null = [];
      const send = (frame: string) => {
        if (!closed) controller.enqueue(encoder.encode(frame));
      };
      const forward = (event: ChangeEvent) => {
        if (replayed.has(event.id) || !isPublicChange(event)) return;
        const frame = changeFrame(toLiveEvent(event));
        // A browser told of it loads the page again, through the proxy: which must know by then.
        const settled = [
          changesMaintenance(event) && maintenanceSettled(),
          changesLanguages(event) && languagesSettled(),
        ].filter(Boolean);
        if (settled.length > 0) void Promise.all(settled).then(() => send(frame));
        else send(frame);
      };
      const unsubscribe = onChange((event) => (held ? held.push(event) : forward(event)));
      const heartbeat = setInterval(() => send(HEARTBEAT_FRAME), HEARTBEAT_MS);
      stop = () => {
        if (closed) return;
        closed = true;
        unsubscribe();
        clearInterval(heartbeat);
        onClose();
        try {
          controller.close();
        } catch {
          // Already closed by the reader going away.
        }
      };
      signal.addEventListener("abort", stop, { once: true });
      if (signal.aborted) return stop();
      try {
        const start = await startingPoint(db, resumeAfter, signal);
        if (start.kind === "replay") {
          start.missed.forEach(forward);
          start.missed.forEach((event) => replayed.add(event.id));
        }
        send(markerFrame(start.kind === "resync" ? "resync" : "ready", start.lastId));
      } catch (error) {
        // The database is away: the browser tries again later, from the same point.
        console.error("Live events: the change log could not be read", error);
        return stop();
      }
      const waiting = held;
      held = null;
      waiting.forEach(forward);
    },
    cancel() {
      stop();
    },
  });
}
