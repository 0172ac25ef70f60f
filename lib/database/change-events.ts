import { randomUUID } from "node:crypto";
import type { DbTransaction } from "@/lib/db";

/**
 * What one committed write tells the running app servers (issue 10): which kind of thing changed,
 * in which languages, which row, and which cache tags it expired. Never the data itself: a listener
 * reads what it needs. The change table is the log these events come from (their ids are its ids).
 */
export interface ChangeEvent {
  id: number;
  entity: string;
  entityId: string;
  action: string;
  languages: string[];
  tags: string[];
  /** The rows it deleted, as "topic:12" / "category:3". */
  removed: string[];
}

/** One channel per schema: test files and the e2e server share a database, never their events. */
export const changeChannel = (schema: string): string => `site_changes_${schema}`;

type Subscriber = (event: ChangeEvent) => void;
const local = globalThis as typeof globalThis & {
  changeSubscribers?: Set<Subscriber>;
  changeOrigin?: string;
  newestChangeId?: number;
};
const subscribers = (local.changeSubscribers ??= new Set());
/** This process: its own writes reach its subscribers directly, so its listener skips their echo. */
const origin = (local.changeOrigin ??= randomUUID());

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more (the whole write would fail with it). */
const NOTIFY_PAYLOAD_LIMIT = 7900;

/**
 * Queued in the write's transaction: PostgreSQL delivers it on commit, and never for a rollback. An
 * event too large for a notification (a replace that drops hundreds of rows) is sent as its id
 * alone: listeners read the rest from the change record, written in the same transaction.
 */
export async function notifyChange(tx: DbTransaction, schema: string, event: ChangeEvent): Promise<void> {
  const whole = JSON.stringify({ ...event, origin });
  const payload =
    Buffer.byteLength(whole) < NOTIFY_PAYLOAD_LIMIT ? whole : JSON.stringify({ id: event.id, origin, inLog: true });
  await tx.$executeRaw`SELECT pg_notify(${changeChannel(schema)}, ${payload})`;
}

/** What a notification says: the event, or only its id when the event is read from the change log. */
export type Notified = { event: ChangeEvent } | { inLog: number };

/** Called for every change this process hears of, once each; returns the unsubscribe. */
export function onChange(subscriber: Subscriber): () => void {
  subscribers.add(subscriber);
  return () => subscribers.delete(subscriber);
}

/** The newest change this process knows of (0 before it knows any): where a new reader of events starts, without a query. */
export const newestChangeId = (): number => local.newestChangeId ?? 0;

/** What the change log held when this process started following it. */
export function noteNewestChangeId(id: number): void {
  local.newestChangeId = Math.max(newestChangeId(), id);
}

/** Hands an event to this process's subscribers. */
export function publishChange(event: ChangeEvent): void {
  noteNewestChangeId(event.id);
  for (const subscriber of subscribers) {
    try {
      subscriber(event);
    } catch (error) {
      console.error("A change subscriber failed", error);
    }
  }
}

/** A notification's payload; null when it is none of ours, or is the echo of this process's own write. */
export function parseNotification(payload: string | undefined): Notified | null {
  try {
    const {
      origin: from,
      inLog,
      ...event
    } = JSON.parse(payload ?? "") as Partial<ChangeEvent> & { origin?: string; inLog?: boolean };
    if (typeof event.id !== "number" || from === origin) return null;
    if (inLog === true) return { inLog: event.id };
    return typeof event.entity === "string" ? { event: { removed: [], ...event } as ChangeEvent } : null;
  } catch {
    return null;
  }
}
