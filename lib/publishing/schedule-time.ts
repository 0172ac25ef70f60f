import { firmDateTime } from "@/lib/contact-messages/firm-time";

/**
 * Scheduled times are typed and shown on the firm's wall clock (Europe/Istanbul), whatever zone the
 * browser or the server runs in: a `datetime-local` value such as "2026-12-01T09:00".
 */
const INPUT_VALUE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The firm's wall clock at `date`, as a `datetime-local` value ("" for none). */
export const toFirmInputValue = (date: Date | null | undefined): string =>
  date ? firmDateTime(date).replace(" ", "T") : "";

/** A wall-clock text read as if it were UTC, in ms (NaN when it is not one). */
function asUtc(text: string): number {
  const match = INPUT_VALUE.exec(text);
  if (!match) return Number.NaN;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const moment = new Date(Date.UTC(year, month - 1, day, hour, minute));
  // Date.UTC rolls "2026-02-30" over to March: such a date was never typed.
  const exists = moment.getUTCDate() === day && moment.getUTCMonth() === month - 1 && hour < 24 && minute < 60;
  return exists ? moment.getTime() : Number.NaN;
}

/**
 * The moment a wall-clock text of the firm names: null when blank, undefined when it is no date.
 * The zone's offset is read at the moment itself (twice, for a time near a change of offset).
 */
export function fromFirmInputValue(text: string): Date | null | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const wall = asUtc(trimmed);
  if (Number.isNaN(wall)) return undefined;
  const offsetAt = (ms: number) => asUtc(toFirmInputValue(new Date(ms))) - ms;
  const first = wall - offsetAt(wall);
  return new Date(wall - offsetAt(first));
}
