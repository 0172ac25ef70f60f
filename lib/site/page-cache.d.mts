import type { IncomingMessage, ServerResponse } from "node:http";
import type { PrecompressedStore } from "./precompressed.mjs";

export const PAGE_CACHE_BUDGET_BYTES: number;
export const PAGE_CACHE_HEADER: string;
export function pageCacheKey(request: Pick<IncomingMessage, "method" | "url" | "headers">, basePath?: string): string | null;
export interface StoredPage {
  status: number;
  headers: [string, string | number | string[]][];
  body: Buffer;
  etag: string;
  /** How long it may be kept (s-maxage), when known. */
  seconds?: number;
}
export function storablePage(response: ServerResponse, body: Buffer, maxAge: number): StoredPage | null;
export interface PageStore {
  get(key: string): (StoredPage & { expires: number }) | null;
  put(key: string, page: StoredPage | null, generation: number): void;
  clear(): void;
  size(): { entries: number; bytes: number };
}
export function pageStore(options: { ttlMs: number; budget?: number; now?: () => number }): PageStore;
export function answerFromPageCache(request: IncomingMessage, response: ServerResponse, page: StoredPage, compressed: PrecompressedStore): void;
