import pg from "pg";
import { parseDatabaseUrl } from "./connection";
import { changeChannel, parseNotification, publishChange, type ChangeEvent } from "./change-events";
import { dropConnection, KEEPALIVE_DELAY_MS } from "./pool";
import { noteAnswer, noteSilence } from "./silence";

/**
 * One LISTEN connection per app server (never one per visitor): every committed write, by this
 * instance, another one or a command, reaches `onEvent` (this process's change subscribers by
 * default), one at a time in the order heard. A dropped connection is opened again with backoff;
 * `onConnected` then resynchronises what a missed notification may have changed (NOTIFY is not stored).
 *
 * A connection can also go silent (a dropped route, a frozen host: nothing refused, nothing answered),
 * which TCP alone may take minutes to notice. So the listener asks the database a trivial question
 * every HEARTBEAT_MS: unanswered for SILENCE_MS, the connection is dropped and replaced, and the
 * database counts as silent (lib/database/silence.ts: the pool refuses at once) until the listener
 * hears from it again. Its answers are also how the silence ends.
 */
export interface ChangeListener {
  stop(): Promise<void>;
  /** Whether the LISTEN connection is up now (a health check reports it). */
  connected(): boolean;
}

export interface ListenerHooks {
  onConnected(): Promise<void> | void;
  onEvent?(event: ChangeEvent): Promise<void> | void;
}

/** Pauses before reconnecting: short, so the app follows a returning database within seconds. */
const RETRY_MS = [500, 1000, 2000];
const HEARTBEAT_MS = 1000;
/** A heartbeat unanswered this long means the connection is silent. */
const SILENCE_MS = 3000;
/** A new connection that has not completed its start-up by then is given up (a silent database never does). */
const CONNECT_TIMEOUT_MS = 5000;

export interface ListenerTiming {
  heartbeatMs: number;
  silenceMs: number;
  connectTimeoutMs: number;
}

const DEFAULT_TIMING: ListenerTiming = {
  heartbeatMs: HEARTBEAT_MS,
  silenceMs: SILENCE_MS,
  connectTimeoutMs: CONNECT_TIMEOUT_MS,
};

export function listenForChanges(
  databaseUrl: string,
  { onConnected, onEvent = publishChange }: ListenerHooks,
  timing: ListenerTiming = DEFAULT_TIMING,
): ChangeListener {
  const target = parseDatabaseUrl(databaseUrl);
  const channel = changeChannel(target.schema);
  // The embedded database runs in this machine's own process and one query at a time: it cannot go
  // silent the way a network does, and a long query there would only look like silence.
  const watchesForSilence = process.env.DATABASE_EMBEDDED !== "1";
  let client: pg.Client | null = null;
  /** The connection being opened or held: only its failure schedules the next attempt. */
  let current: pg.Client | null = null;
  let stopped = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;
  let stopHeartbeat = () => undefined as void;
  /** An outage is logged once when it begins and once when it ends, not at every attempt. */
  let failing = false;
  const reportFailure = (line: string) => {
    if (!failing) console.error(line);
    failing = true;
  };
  let delivered = Promise.resolve();
  const deliver = (event: ChangeEvent) => {
    delivered = delivered
      .then(() => onEvent(event))
      .catch((error: unknown) => console.error("Change listener: an event could not be handled", error));
  };

  const retry = () => {
    if (stopped || timer) return;
    const delay = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)] as number;
    attempt += 1;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, delay);
    timer.unref();
  };

  /** Gives the connection up: the next one is opened after the retry pause. */
  const abandon = (connection: pg.Client) => {
    dropConnection(connection);
    if (connection !== current) return;
    current = null;
    client = null;
    stopHeartbeat();
    retry();
  };

  async function connect() {
    const next = new pg.Client({
      connectionString: target.connectionString,
      keepAlive: true,
      keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
      connectionTimeoutMillis: timing.connectTimeoutMs,
    });
    current = next;
    next.on("notification", (message) => {
      const notified = message.channel === channel ? parseNotification(message.payload) : null;
      if (!notified) return;
      if ("event" in notified) return deliver(notified.event);
      // Too large for the notification: read from its change record, in order with the others.
      delivered = delivered
        .then(() => loggedChange(next, target.schema, notified.inLog))
        .then(async (event) => {
          if (event) await onEvent(event);
        })
        .catch((error: unknown) =>
          console.error("Change listener: an event could not be read from the change log", error),
        );
    });
    next.on("error", (error) => {
      reportFailure(`Change listener: the connection failed (${error.message}); reconnecting`);
      abandon(next);
    });
    next.on("end", () => {
      if (client !== next || stopped) return;
      abandon(next);
    });
    try {
      await startListening(next);
      if (stopped) return void (await next.end());
      client = next;
      attempt = 0;
      noteAnswer();
      if (failing) console.error(`Change listener: listening again on ${target.host}:${target.port}`);
      failing = false;
      if (watchesForSilence)
        stopHeartbeat = heartbeat(next, timing, () => {
          reportFailure(`Change listener: the database has not answered for ${timing.silenceMs} ms; reconnecting`);
          noteSilence(Number.POSITIVE_INFINITY);
          abandon(next);
        });
      await onConnected();
    } catch (error) {
      // A connection that does not open in time is no proof of silence (a busy machine starting up is
      // slow too): only a heartbeat unanswered on an open connection is; the pool has its own timeouts.
      reportFailure(
        `Change listener: cannot listen on ${target.host}:${target.port} (${(error as Error).message}); retrying`,
      );
      abandon(next);
    }
  }

  /** Connects and listens, or fails within the connect timeout (LISTEN unanswered counts as a timeout). */
  async function startListening(next: pg.Client) {
    await next.connect();
    // The database answered the start-up: whatever else fails now, it is not silent.
    noteAnswer();
    const listening = next.query(`LISTEN "${channel}"`);
    let timeout: NodeJS.Timeout | undefined;
    const unanswered = new Promise<never>((_, reject) => {
      timeout = setTimeout(() => reject(new Error("LISTEN had no answer (timeout)")), timing.connectTimeoutMs);
    });
    try {
      await Promise.race([listening, unanswered]);
    } finally {
      clearTimeout(timeout);
    }
  }

  void connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      stopHeartbeat();
      await client?.end().catch(() => undefined);
    },
    connected: () => client !== null,
  };
}

/** The heartbeat's question: the cheapest a server answers. */
export const HEARTBEAT_QUERY = "SELECT 1";

/**
 * Asks `SELECT 1` every heartbeat (never two at once); `onSilent` when an answer is overdue by the
 * silence time. Each answer tells the pool the database answers. Returns the stop.
 */
function heartbeat(client: pg.Client, timing: ListenerTiming, onSilent: () => void): () => void {
  let askedAt: number | null = null;
  const beat = setInterval(() => {
    if (askedAt !== null) {
      if (Date.now() - askedAt >= timing.silenceMs) {
        clearInterval(beat);
        onSilent();
      }
      return;
    }
    askedAt = Date.now();
    client.query(HEARTBEAT_QUERY).then(
      () => {
        askedAt = null;
        noteAnswer();
      },
      () => undefined, // A failed connection reports itself ("error", "end").
    );
  }, timing.heartbeatMs);
  beat.unref();
  return () => clearInterval(beat);
}

/** One change record as its event, read on the listening connection itself (it needs no pool). */
async function loggedChange(client: pg.Client, schema: string, id: number): Promise<ChangeEvent | null> {
  const { rows } = await client.query<ChangeEvent>(
    `SELECT id, entity, "entityId", action, languages, tags, removed FROM "${schema}"."Change" WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}
