"use client";

import { useSyncExternalStore } from "react";
import { FIRM_TIME_ZONE } from "@/lib/site/firm";

/** The maintenance screen's clock, ticking every second (the firm's time, whatever the browser's zone). */
export const CLOCK_TICK_MS = 1000;

const everySecond = (tick: () => void) => {
  const timer = setInterval(tick, CLOCK_TICK_MS);
  return () => clearInterval(timer);
};
// The same value within one second, as useSyncExternalStore needs between two reads.
const currentSecond = () => Math.floor(Date.now() / CLOCK_TICK_MS) * CLOCK_TICK_MS;

export function LiveClock({ locale }: { locale: string }) {
  // Shown in the browser only: the server's time would be stale by the time it is read.
  const now = useSyncExternalStore(everySecond, currentSecond, () => null);
  if (now === null) return <span data-testid="live-clock">…</span>;
  const time = new Date(now);
  return (
    <time data-testid="live-clock" dateTime={time.toISOString()}>
      {new Intl.DateTimeFormat(locale, {
        hour: "2-digit",
        minute: "2-digit",
        second: "2-digit",
        timeZone: FIRM_TIME_ZONE,
      }).format(time)}
    </time>
  );
}
