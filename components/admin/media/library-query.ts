import { parseId } from "@/lib/admin/forms";
import { MAX_SEARCH_LENGTH } from "@/lib/admin/list-query";
import type { MediaKind } from "@/lib/media/limits";

/**
 * The library page's address: a search, a type (all, images, documents) and a page, read from the
 * query and written back into its links; anything unknown is the default. The page size is fixed
 * (a grid of 24 tiles).
 */
export const MEDIA_KIND_FILTERS = ["all", "image", "document"] as const;
export type MediaKindFilter = (typeof MEDIA_KIND_FILTERS)[number];

export interface MediaLibraryQuery {
  q: string;
  kind: MediaKindFilter;
  page: number;
}

type SearchParams = Record<string, string | string[] | undefined>;
const single = (value: string | string[] | undefined): string => (Array.isArray(value) ? value[0] : value) ?? "";

export function parseMediaLibraryQuery(params: SearchParams): MediaLibraryQuery {
  const kind = single(params.kind);
  return {
    q: single(params.q).trim().slice(0, MAX_SEARCH_LENGTH),
    kind: (MEDIA_KIND_FILTERS as readonly string[]).includes(kind) ? (kind as MediaKindFilter) : "all",
    page: parseId(single(params.page)) ?? 1,
  };
}

export const kindOf = (filter: MediaKindFilter): MediaKind | undefined => (filter === "all" ? undefined : filter);

export function mediaLibraryHref(path: string, query: MediaLibraryQuery): string {
  const search = new URLSearchParams();
  if (query.q) search.set("q", query.q);
  if (query.kind !== "all") search.set("kind", query.kind);
  if (query.page > 1) search.set("page", String(query.page));
  return search.size ? `${path}?${search}` : path;
}
