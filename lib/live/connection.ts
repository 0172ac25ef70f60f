import type { LiveEvent } from "./events";

/**
 * The browser's end of the live events: one EventSource, opened again after a failure
 * with growing pauses (a server restart must not bring every open page back at the same instant),
 * resuming from the last change it saw so the server replays what it missed.
 */
export const RECONNECT_DELAYS_MS = [1000, 2000, 4000, 8000, 15_000, 30_000] as const;

/** The pause before the attempt-th reconnection, with up to a fifth more at random to spread the crowd. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)] as number;
  return Math.round(base * (1 + random() / 5));
}

export interface LiveHandlers {
  /** The stream's address, resuming after a change id (null: from now). */
  url(since: number | null): string;
  onEvent(event: LiveEvent): void;
  /** The gap was too long to replay: everything on the page may be stale. */
  onResync(): void;
  /** "open" once the server said where the stream starts; "reconnecting" while it is down. */
  onState?(state: "open" | "reconnecting"): void;
}

/** Connects; returns the disconnect. */
export function connectLiveEvents({ url, onEvent, onResync, onState }: LiveHandlers): () => void {
  let source: EventSource | null = null;
  let since: number | null = null;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const remember = (message: MessageEvent) => {
    if (/^\d+$/.test(message.lastEventId)) since = Number(message.lastEventId);
  };

  const open = () => {
    const current = new EventSource(url(since));
    source = current;
    current.addEventListener("ready", (message) => {
      remember(message);
      attempt = 0;
      onState?.("open");
    });
    current.addEventListener("resync", (message) => {
      remember(message);
      attempt = 0;
      onState?.("open");
      onResync();
    });
    current.addEventListener("change", (message) => {
      remember(message);
      onEvent(JSON.parse(message.data) as LiveEvent);
    });
    current.onerror = () => {
      // The browser's own retry has a fixed pause and forgets `since` in the URL: ours instead.
      current.close();
      if (stopped) return;
      onState?.("reconnecting");
      timer = setTimeout(open, reconnectDelay(attempt));
      attempt += 1;
    };
  };

  open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
  };
}
