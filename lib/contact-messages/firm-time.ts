import { FIRM_TIME_ZONE } from "@/lib/site/firm";

/**
 * A moment as the firm's wall clock read it, for the export's cells and file name: the firm works
 * in its own zone, and a message sent at 00:02 in Bursa belongs to that day, not to the UTC day
 * before. Written year first so that the texts sort as the moments do.
 */
const WALL_CLOCK = new Intl.DateTimeFormat("en-GB", {
  timeZone: FIRM_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

function wallClock(date: Date) {
  const parts = new Map(WALL_CLOCK.formatToParts(date).map((part) => [part.type, part.value]));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.get(type) ?? "";
  return { date: `${part("year")}-${part("month")}-${part("day")}`, time: `${part("hour")}:${part("minute")}` };
}

/** "2026-11-26 00:02" for 2026-11-25T21:02:00Z: the firm's date and time, to the minute. */
export function firmDateTime(date: Date): string {
  const { date: day, time } = wallClock(date);
  return `${day} ${time}`;
}

/** "2026-11-26" for 2026-11-25T21:02:00Z: the firm's date. */
export function firmDate(date: Date): string {
  return wallClock(date).date;
}
