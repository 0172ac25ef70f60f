import pg from "pg";
import { parseDatabaseUrl } from "./connection";
import { changeChannel, parseChangeEvent, publishChange, type ChangeEvent } from "./change-events";

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

export function listenForChanges(databaseUrl: string, { onConnected, onEvent = publishChange }: ListenerHooks): ChangeListener {
  const target = parseDatabaseUrl(databaseUrl);
  const channel = changeChannel(target.schema);
  let client: pg.Client | null = null;
  let stopped = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;
  let delivered = Promise.resolve();
  const deliver = (event: ChangeEvent) => {
    delivered = delivered.then(() => onEvent(event)).catch((error: unknown) => console.error("Change listener: an event could not be handled", error));
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
      const event = message.channel === channel ? parseChangeEvent(message.payload) : null;
      if (event) deliver(event);
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
      console.error(`Change listener: cannot listen on ${target.host}:${target.port} (${(error as Error).message}); retrying`);
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
