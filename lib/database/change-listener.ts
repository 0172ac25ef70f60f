import pg from "pg";
import { parseDatabaseUrl } from "./connection";
import { changeChannel, parseNotification, publishChange, type ChangeEvent } from "./change-events";

/**
 * One LISTEN connection per app server (never one per visitor): every committed write, by this
 * instance, another one or a command, reaches `onEvent` (this process's change subscribers by
 * default), one at a time in the order heard. A dropped connection is opened again with backoff;
 * `onConnected` then resynchronises what a missed notification may have changed (NOTIFY is not stored).
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

const RETRY_MS = [500, 1000, 2000, 5000, 10_000, 30_000];

export function listenForChanges(
  databaseUrl: string,
  { onConnected, onEvent = publishChange }: ListenerHooks,
): ChangeListener {
  const target = parseDatabaseUrl(databaseUrl);
  const channel = changeChannel(target.schema);
  let client: pg.Client | null = null;
  let stopped = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;
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

  async function connect() {
    const next = new pg.Client({ connectionString: target.connectionString });
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
      console.error(`Change listener: the connection failed (${error.message}); reconnecting`);
      void next.end().catch(() => undefined);
      if (client === next) client = null;
      retry();
    });
    next.on("end", () => {
      if (client !== next || stopped) return;
      client = null;
      retry();
    });
    try {
      await next.connect();
      await next.query(`LISTEN "${channel}"`);
      if (stopped) return void (await next.end());
      client = next;
      attempt = 0;
      await onConnected();
    } catch (error) {
      console.error(
        `Change listener: cannot listen on ${target.host}:${target.port} (${(error as Error).message}); retrying`,
      );
      void next.end().catch(() => undefined);
      retry();
    }
  }

  void connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await client?.end().catch(() => undefined);
    },
    connected: () => client !== null,
  };
}

/** One change record as its event, read on the listening connection itself (it needs no pool). */
async function loggedChange(client: pg.Client, schema: string, id: number): Promise<ChangeEvent | null> {
  const { rows } = await client.query<ChangeEvent>(
    `SELECT id, entity, "entityId", action, languages, tags, removed FROM "${schema}"."Change" WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}
