/**
 * Whether this process's database has gone silent: connected, but answering nothing (a dropped
 * route, a frozen host). A refused connection fails at once by itself; a silent one would hold every
 * query until a timeout, so once silence is noticed the pool refuses at once instead, and every
 * connection it holds is dropped (its queries fail now rather than later). Noticed by the change
 * listener's heartbeat (lib/database/change-listener.ts), which also ends it when the database
 * answers again, and by a query of the pool left unanswered past its deadline (lib/database/pool.ts).
 * Kept on globalThis: the pages, the proxy and the listener are bundled apart but share one process.
 */
const STATE = Symbol.for("ipsite.databaseSilence");

interface SilenceState {
  /** Until when the pool refuses at once (Infinity: until the listener hears an answer); 0 when not silent. */
  refuseUntil: number;
  /** What to drop when silence is noticed: each pool's open connections. */
  droppers: Set<() => void>;
}

/**
 * How long the pool refuses after one of its own queries went unanswered, when no listener's heartbeat
 * watches (a command, a test): long enough to spare the next requests the wait, short enough to try again soon.
 */
export const UNWATCHED_SILENCE_MS = 5000;

function state(): SilenceState {
  const holder = globalThis as typeof globalThis & { [STATE]?: SilenceState };
  return (holder[STATE] ??= { refuseUntil: 0, droppers: new Set() });
}

/** Whether a query would wait for an answer that does not come: the pool refuses it at once. */
export function databaseSilent(now = Date.now()): boolean {
  return state().refuseUntil > now;
}

/**
 * The database left a question unanswered. `until` how long to assume it stays silent: the listener,
 * which keeps asking, holds it until it hears back (Infinity); the pool for a while only.
 */
export function noteSilence(until: number): void {
  const current = state();
  const wasSilent = databaseSilent();
  current.refuseUntil = Math.max(current.refuseUntil, until);
  if (!wasSilent) current.droppers.forEach((drop) => drop());
}

/** The database answered: queries go to it again. */
export function noteAnswer(): void {
  state().refuseUntil = 0;
}

/** Registers what to drop when silence is noticed (a pool's open connections); returns the unregistration. */
export function onSilence(drop: () => void): () => void {
  const { droppers } = state();
  droppers.add(drop);
  return () => droppers.delete(drop);
}

/** What a query refused because the database is silent fails with (mapped to 503 by the API and the server entry). */
export class DatabaseSilentError extends Error {
  readonly code = "EDATABASESILENT";
  constructor() {
    super("The database is not answering (silent connection); refused without waiting");
    this.name = "DatabaseSilentError";
  }
}
