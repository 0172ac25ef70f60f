import type { ChangeEvent } from "@/lib/database/change-events";

/**
 * What an open public page is told of a change: the kind, the languages and the row,
 * never the data (the page fetches what it shows) and never the cache tags (the servers' business).
 * Its id is the change record's, so a browser back from a gap asks for what came after it.
 */
export interface LiveEvent {
  id: number;
  entity: string;
  entityId: string;
  action: string;
  languages: string[];
  /** The rows it deleted, as "topic:12" / "category:3" (lib/live/reaction.ts). */
  removed: string[];
}

/** The Server-Sent Events route (served under the base path). */
export const LIVE_EVENTS_ROUTE = "/api/events";

/** A gap longer than this many changes is not replayed: the page reloads its data once instead. */
export const LIVE_REPLAY_LIMIT = 200;

/** Maintenance concerns every page; the rest only pages of a language they show in. Contact messages and accounts concern none. */
export const isPublicChange = (event: Pick<ChangeEvent, "entity" | "languages">): boolean =>
  event.entity === "maintenance" || event.languages.length > 0;

export const toLiveEvent = ({ id, entity, entityId, action, languages, removed }: ChangeEvent): LiveEvent => ({
  id,
  entity,
  entityId,
  action,
  languages,
  removed,
});

/** The stream's frames: `change` events, `ready` (where the stream starts), `resync` (a gap too long to replay). */
export const changeFrame = (event: LiveEvent): string =>
  `id: ${event.id}\nevent: change\ndata: ${JSON.stringify(event)}\n\n`;
export const markerFrame = (kind: "ready" | "resync", lastId: number): string =>
  `id: ${lastId}\nevent: ${kind}\ndata: {}\n\n`;
/** A comment: keeps proxies and load balancers from closing an idle stream. */
export const HEARTBEAT_FRAME = ": keep-alive\n\n";

/** The change id a reconnecting browser last saw (`?since=` or the Last-Event-ID header); null for a first connection. */
export function resumePoint(since: string | null, lastEventId: string | null): number | null {
  const raw = since ?? lastEventId;
  if (raw === null || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}
