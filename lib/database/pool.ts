import pg from "pg";
import type { PoolSettings } from "./pool-settings";
import {
  DatabaseSilentError,
  databaseSilent,
  noteAnswer,
  noteSilence,
  onSilence,
  UNWATCHED_SILENCE_MS,
} from "./silence";

/**
 * The app's connection pool: `pg`'s, with what a silent database (packets dropped, nothing refused)
 * needs. TCP keepalive lets the system notice a dead peer on an idle connection; a query gets a
 * client-side deadline, past which its connection is dropped (the statement timeout would have ended
 * it on the server by then, so no answer means the connection is silent); and while the database is
 * known to be silent (./silence.ts) the pool refuses at once and drops what it holds, so a request
 * fails in milliseconds instead of waiting out a timeout for each query it makes.
 */

/** Beyond the statement timeout, how long an unanswered query waits before its connection counts as silent. */
export const QUERY_DEADLINE_GRACE_MS = 5000;
/** Idle time before the system's TCP keepalive probes start on a connection. */
export const KEEPALIVE_DELAY_MS = 10_000;

function queryDeadline(settings: Pick<PoolSettings, "statementTimeoutMillis">): number {
  return settings.statementTimeoutMillis + QUERY_DEADLINE_GRACE_MS;
}

/** Ends a connection at once, whatever it was waiting for: its queries fail with "Connection terminated". */
export function dropConnection(client: pg.Client): void {
  client.connection?.stream?.destroy();
}

type Callback = (error: Error | null, result?: unknown) => void;

/**
 * Runs one query of `client` with a deadline: unanswered by then, the connection is dropped (and the
 * database noted silent for a while), so the query and any queued behind it fail instead of hanging.
 */
function answeredWithin(client: pg.Client, query: (...args: unknown[]) => unknown, args: unknown[], ms: number) {
  const timer = setTimeout(() => {
    console.error(`Database: a query had no answer in ${ms} ms; dropping its connection`);
    noteSilence(Date.now() + UNWATCHED_SILENCE_MS);
    dropConnection(client);
  }, ms);
  const settled = (error: unknown) => {
    clearTimeout(timer);
    if (!error) noteAnswer();
  };
  const last = args.at(-1);
  if (typeof last === "function") {
    const callback = last as Callback;
    return query(...args.slice(0, -1), (error: Error | null, result?: unknown) => {
      settled(error);
      callback(error, result);
    });
  }
  const result = query(...args);
  if (result instanceof Promise) result.then(() => settled(null), settled);
  else clearTimeout(timer); // A submittable (a cursor) reports by events: no deadline of ours.
  return result;
}

function watchedClientClass(deadlineMs: number, open: Set<pg.Client>) {
  return class WatchedClient extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super(config);
      open.add(this);
      this.once("end", () => open.delete(this));
      const query = this.query.bind(this) as (...args: unknown[]) => unknown;
      this.query = ((...args: unknown[]) => answeredWithin(this, query, args, deadlineMs)) as typeof this.query;
    }
  };
}

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/** A pool that refuses at once while the database is silent, and drops its connections when silence is noticed. */
export class WatchedPool extends pg.Pool {
  constructor(config: pg.PoolConfig & { deadlineMs: number }) {
    const open = new Set<pg.Client>();
    const { deadlineMs, ...poolConfig } = config;
    super({
      ...poolConfig,
      keepAlive: true,
      keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
      Client: watchedClientClass(deadlineMs, open),
    });
    onSilence(() => open.forEach(dropConnection));
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    if (!databaseSilent()) return callback ? super.connect(callback) : super.connect();
    const error = new DatabaseSilentError();
    if (!callback) return Promise.reject(error);
    process.nextTick(() => callback(error, undefined, () => undefined));
  }
}

export function createPool(connectionString: string, settings: PoolSettings): WatchedPool {
  return new WatchedPool({
    connectionString,
    max: settings.max,
    connectionTimeoutMillis: settings.connectionTimeoutMillis,
    statement_timeout: settings.statementTimeoutMillis,
    deadlineMs: queryDeadline(settings),
  });
}
