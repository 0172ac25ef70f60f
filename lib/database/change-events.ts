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
}

/** One channel per schema: test files and the e2e server share a database, never their events. */
export const changeChannel = (schema: string): string => `site_changes_${schema}`;

type Subscriber = (event: ChangeEvent) => void;
const local = globalThis as typeof globalThis & { changeSubscribers?: Set<Subscriber>; changeOrigin?: string; newestChangeId?: number };
const subscribers = (local.changeSubscribers ??= new Set());
/** This process: its own writes reach its subscribers directly, so its listener skips their echo. */
const origin = (local.changeOrigin ??= randomUUID());

/** Queued in the write's transaction: PostgreSQL delivers it on commit, and never for a rollback. */
export async function notifyChange(tx: DbTransaction, schema: string, event: ChangeEvent): Promise<void> {
  await tx.$executeRaw`SELECT pg_notify(${changeChannel(schema)}, ${JSON.stringify({ ...event, origin })})`;
}

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

/** A notification's payload as an event; null when it is not one, or is the echo of this process's own write. */
export function parseChangeEvent(payload: string | undefined): ChangeEvent | null {
  try {
    const { origin: from, ...event } = JSON.parse(payload ?? "") as Partial<ChangeEvent> & { origin?: string };
    return typeof event.id === "number" && typeof event.entity === "string" && from !== origin ? (event as ChangeEvent) : null;
  } catch {
    return null;
  }
}
