import { firmDateTime } from "@/lib/contact-messages/firm-time";

/**
 * The admin's filter of the log, as the address carries it: a person (part of the actor), an
 * entity, an action, and a range of the firm's dates (both days included, Europe/Istanbul).
 */
export interface AuditFilter {
  actor: string;
  entity: string;
  action: string;
  /** "YYYY-MM-DD" of the firm's calendar, or "". */
  from: string;
  to: string;
}

export const NO_AUDIT_FILTER: AuditFilter = { actor: "", entity: "", action: "", from: "", to: "" };
const FILTER_LIMIT = 254;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

type SearchParams = Record<string, string | string[] | undefined>;
const single = (value: string | string[] | undefined): string =>
  ((Array.isArray(value) ? value[0] : value) ?? "").trim();

/** The filter of a page's search parameters; a malformed date is no bound. */
export function parseAuditFilter(params: SearchParams): AuditFilter {
  const day = (value: string) => (firmDayStart(value) ? value : "");
  return {
    actor: single(params.actor).slice(0, FILTER_LIMIT),
    entity: single(params.entity).slice(0, FILTER_LIMIT),
    action: single(params.action).slice(0, FILTER_LIMIT),
    from: day(single(params.from)),
    to: day(single(params.to)),
  };
}

/** The moment the firm's day "YYYY-MM-DD" begins; undefined for no such day. */
export function firmDayStart(day: string): Date | undefined {
  const match = DAY.exec(day);
  if (!match) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const utcMidnight = Date.UTC(year, month, date);
  const asUtc = new Date(utcMidnight);
  if (asUtc.getUTCMonth() !== month || asUtc.getUTCDate() !== date) return undefined;
  // The firm's clock reads midnight `offset` earlier than UTC's does (Istanbul: 3 hours).
  const offset = Date.parse(`${firmDateTime(asUtc).replace(" ", "T")}:00Z`) - utcMidnight;
  return new Date(utcMidnight - offset);
}

/** The createdAt bounds of the filter's dates: from the start of `from` to the end of `to`. */
export function createdAtRange(filter: Pick<AuditFilter, "from" | "to">): { gte?: Date; lt?: Date } | undefined {
  const from = firmDayStart(filter.from);
  const toStart = firmDayStart(filter.to);
  if (!from && !toStart) return undefined;
  return { ...(from ? { gte: from } : {}), ...(toStart ? { lt: new Date(toStart.getTime() + DAY_MS) } : {}) };
}

export const isAuditFiltered = (filter: AuditFilter): boolean => Object.values(filter).some((value) => value !== "");
