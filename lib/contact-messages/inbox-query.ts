import { listHref, parseListQuery, type ListQuery } from "@/lib/admin/list-query";
import { parseId } from "@/lib/admin/forms";
import { LANGUAGE_CODE_PATTERN } from "@/lib/i18n/language-code";

/**
 * The inbox's list state, kept in the address like every admin list's (lib/admin/list-query.ts):
 * search, page and size as theirs, plus where a message stands, its language and who works on it.
 * The inbox opens on the messages still to deal with (new and answered): archived ones are asked for.
 */
export const MESSAGE_STATUSES = ["new", "answered", "archived"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const INBOX_FILTERS = ["open", "new", "answered", "archived", "all"] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];
export const DEFAULT_INBOX_FILTER: InboxFilter = "open";

/** Read or not (opening a message marks it read; "mark unread" undoes that). */
export const READING_FILTERS = ["all", "unread", "read"] as const;
export type ReadingFilter = (typeof READING_FILTERS)[number];

/** Nobody assigned, as the assignee filter's value. */
export const UNASSIGNED = "none";

export interface InboxQuery extends ListQuery<InboxFilter> {
  /** A language code, or "" for every language. */
  language: string;
  /** A team member's id, UNASSIGNED, or undefined for anyone. */
  assignee: number | typeof UNASSIGNED | undefined;
  reading: ReadingFilter;
}

type SearchParams = Record<string, string | string[] | undefined>;

const single = (value: string | string[] | undefined): string => (Array.isArray(value) ? value[0] : value) ?? "";

export const isMessageStatus = (value: string): value is MessageStatus =>
  (MESSAGE_STATUSES as readonly string[]).includes(value);

/** The inbox query of a page's search parameters; anything unknown or malformed is the default. */
export function parseInboxQuery(params: SearchParams): InboxQuery {
  const list = parseListQuery("reading", { ...params, status: undefined });
  const status = single(params.status);
  const language = single(params.language);
  const assignee = single(params.assignee);
  const reading = single(params.read);
  return {
    ...list,
    status: (INBOX_FILTERS as readonly string[]).includes(status) ? (status as InboxFilter) : DEFAULT_INBOX_FILTER,
    language: LANGUAGE_CODE_PATTERN.test(language) ? language : "",
    assignee: assignee === UNASSIGNED ? UNASSIGNED : parseId(assignee),
    reading: (READING_FILTERS as readonly string[]).includes(reading) ? (reading as ReadingFilter) : "all",
  };
}

/** The parameters that differ from the inbox's defaults, in a stable order (the page last). */
export function inboxSearch(query: InboxQuery): URLSearchParams {
  const keep = {
    status: query.status === DEFAULT_INBOX_FILTER ? undefined : query.status,
    language: query.language || undefined,
    assignee: query.assignee === undefined ? undefined : String(query.assignee),
    read: query.reading === "all" ? undefined : query.reading,
  };
  // listHref writes the common parameters; "all" is the common default, so it leaves our status to `keep`.
  const href = listHref("", { ...query, status: "all" }, keep);
  return new URLSearchParams(href.startsWith("?") ? href.slice(1) : "");
}

/** A page's address with the inbox's state (and `extra`, an outcome) as its query. */
export function inboxHref(path: string, query: InboxQuery, extra: Record<string, string> = {}): string {
  const search = inboxSearch(query);
  for (const [name, value] of Object.entries(extra)) search.set(name, value);
  return search.size ? `${path}?${search}` : path;
}

/** Searched or filtered away from the default view. */
export const isInboxFiltered = (query: InboxQuery): boolean =>
  query.q !== "" ||
  query.status !== DEFAULT_INBOX_FILTER ||
  query.language !== "" ||
  query.assignee !== undefined ||
  query.reading !== "all";

/** The list's state as one text, carried through a form (a hidden field) back to the page it came from. */
export const inboxStateText = (query: InboxQuery): string => inboxSearch(query).toString();

export const inboxQueryOfText = (text: string): InboxQuery =>
  parseInboxQuery(Object.fromEntries(new URLSearchParams(text.slice(0, 2000))));
