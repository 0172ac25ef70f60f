import { parseId } from "./forms";

/**
 * What every admin list is asked for: a search text, a status filter, a page and a page
 * size, read from the address and written back into its links, so a list's state is a link: the
 * filter survives paging, a reload and signing in again. One codec for every list.
 */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_SEARCH_LENGTH = 200;

/** Each list's status filter; the first value, "all", is the default. */
export const LIST_STATUSES = {
  /** Languages: their Aktif box. */
  activity: ["all", "active", "inactive"],
  /** Categories, topics, team members: where they stand (lib/publishing/state.ts). */
  publication: ["all", "draft", "published", "changed", "scheduled"],
  /** The inbox. */
  reading: ["all", "unread", "read"],
  /** Interface translations. */
  translation: ["all", "missing", "translated"],
  /** The media library: its files' kind (lib/media/limits.ts MEDIA_KINDS). */
  mediaKind: ["all", "image", "document"],
  /** Redirects: who made them (lib/redirects/store.ts). */
  redirectOrigin: ["all", "slug", "manual", "deletion"],
} as const;
export type StatusKind = keyof typeof LIST_STATUSES;
export type ListStatus<Kind extends StatusKind> = (typeof LIST_STATUSES)[Kind][number];

export interface ListQuery<Status extends string = string> {
  /** Trimmed; "" searches nothing. */
  q: string;
  status: Status;
  /** From 1; a page past the last is clamped when the list is read. */
  page: number;
  size: number;
}
export type ActivityQuery = ListQuery<ListStatus<"activity">>;
export type PublicationQuery = ListQuery<ListStatus<"publication">>;

type SearchParams = Record<string, string | string[] | undefined>;

const single = (value: string | string[] | undefined): string => (Array.isArray(value) ? value[0] : value) ?? "";

/** The list query of a page's search parameters; anything unknown or malformed is the default. */
export function parseListQuery<Kind extends StatusKind>(kind: Kind, params: SearchParams): ListQuery<ListStatus<Kind>> {
  const statuses: readonly string[] = LIST_STATUSES[kind];
  const status = single(params.status);
  const size = Number(single(params.size));
  return {
    q: single(params.q).trim().slice(0, MAX_SEARCH_LENGTH),
    status: (statuses.includes(status) ? status : "all") as ListStatus<Kind>,
    page: parseId(single(params.page)) ?? 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/** Searched or filtered: the list shows only some of its rows. */
export const isFiltered = (query: ListQuery): boolean => query.q !== "" || query.status !== "all";

/**
 * A list's address: `keep` first (the content language, a category), then what differs from the
 * defaults, so an unfiltered first page is the plain list.
 */
export function listHref(path: string, query: ListQuery, keep: Record<string, string | undefined> = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(keep)) if (value) search.set(name, value);
  if (query.q) search.set("q", query.q);
  if (query.status !== "all") search.set("status", query.status);
  if (query.size !== DEFAULT_PAGE_SIZE) search.set("size", String(query.size));
  if (query.page > 1) search.set("page", String(query.page));
  return search.size ? `${path}?${search}` : path;
}

export interface PageWindow {
  /** The page shown: the one asked for, within 1..pages. */
  page: number;
  pages: number;
  skip: number;
  take: number;
}

export function pageWindow(total: number, { page, size }: Pick<ListQuery, "page" | "size">): PageWindow {
  const pages = Math.max(1, Math.ceil(total / size));
  const shown = Math.min(Math.max(1, page), pages);
  return { page: shown, pages, skip: (shown - 1) * size, take: size };
}

/** One page of a list, with what the pager and the count line show. */
export interface ListPage<Row> {
  rows: Row[];
  /** Rows matching the search and filter. */
  total: number;
  /** Rows of the whole list (equal to `total` when nothing is filtered). */
  all: number;
  page: number;
  pages: number;
}

/** Reads one page: the counts first, so a page past the last is clamped to the last. */
export async function readListPage<Row>(
  query: ListQuery,
  read: { count(filtered: boolean): Promise<number>; rows(window: PageWindow): Promise<Row[]> },
): Promise<ListPage<Row>> {
  const filtered = isFiltered(query);
  const [total, all] = await Promise.all([read.count(filtered), filtered ? read.count(false) : undefined]);
  const window = pageWindow(total, query);
  return { rows: await read.rows(window), total, all: all ?? total, page: window.page, pages: window.pages };
}

/** A page cut from a list already in memory (the translations, merged from files and rows). */
export function pageOf<Row>(query: ListQuery, matching: Row[], all: number): ListPage<Row> {
  const window = pageWindow(matching.length, query);
  return {
    rows: matching.slice(window.skip, window.skip + window.take),
    total: matching.length,
    all,
    page: window.page,
    pages: window.pages,
  };
}

/** The Aktif filter as a database condition. */
export function activityWhere(status: ListStatus<"activity">): { isActive?: boolean } {
  return status === "all" ? {} : { isActive: status === "active" };
}

const I_LIKE = /[iıIİ]/;
/** Beyond this many i's in a search, only its all-dotted and all-dotless spellings are tried. */
const MAX_SPELLED_IS = 4;

/**
 * Turkish has two i's, İ/i and I/ı, which people type interchangeably (and ASCII keyboards only
 * one). The database lowercases as Unicode does (I and İ to i, ı stays ı), so a search is run with
 * each i of it dotted and dotless: "istanbul" finds "İstanbul" and "ISTANBUL", "ışık" finds
 * "IŞIK" and "Işık".
 */
export function searchVariants(q: string): string[] {
  const parts = q.split(I_LIKE);
  const count = parts.length - 1;
  const spell = (dotless: (index: number) => boolean) =>
    parts.reduce((word, part, index) => `${word}${dotless(index - 1) ? "ı" : "i"}${part}`);
  if (count === 0) return [q];
  if (count > MAX_SPELLED_IS) return [spell(() => false), spell(() => true)];
  return Array.from({ length: 2 ** count }, (_, mask) => spell((index) => ((mask >> index) & 1) === 1));
}

type Contains = { contains: string; mode: "insensitive" };

/** Prisma's `contains` is a LIKE pattern whose wildcards it leaves as they are: a search for "%" must not match everything. */
const literal = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** A case-insensitive search (ILIKE) of any of the fields, or no condition for an empty search. */
export function searchWhere<Field extends string>(
  q: string,
  fields: readonly Field[],
): { OR?: Partial<Record<Field, Contains>>[] } {
  if (!q) return {};
  const spellings = searchVariants(q).map(literal);
  return {
    OR: spellings.flatMap((spelling) =>
      fields.map(
        (field) => ({ [field]: { contains: spelling, mode: "insensitive" } }) as Partial<Record<Field, Contains>>,
      ),
    ),
  };
}

/** Folds text as the searches above compare it: accents composed, Turkish lowercase, and the two i's made one. */
export const fold = (text: string): string => text.normalize("NFC").toLocaleLowerCase("tr").replace(/ı/g, "i");

/** The same search over texts in memory. */
export function matchesSearch(q: string, texts: readonly string[]): boolean {
  const wanted = fold(q);
  return !wanted || texts.some((text) => fold(text).includes(wanted));
}

/** Why an admin list cannot be reordered as shown: reordering rewrites a whole list, so it needs all of it, unfiltered. */
export type ReorderBlock = "filtered" | "paged";

export function reorderBlock(query: ListQuery, page: Pick<ListPage<unknown>, "pages">): ReorderBlock | undefined {
  if (isFiltered(query)) return "filtered";
  if (page.pages > 1) return "paged";
  return undefined;
}
