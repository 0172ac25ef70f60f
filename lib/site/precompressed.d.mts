import type { IncomingMessage, ServerResponse } from "node:http";

export const PRECOMPRESSED_BUDGET_BYTES: number;
export function acceptedEncoding(acceptEncoding: string | string[] | undefined): "br" | "gzip" | null;
export interface PrecompressedStore {
  get(key: string, body: Buffer, acceptEncoding: string | string[] | undefined): { encoding: "br" | "gzip" | null; body: Buffer };
  size(): { entries: number; bytes: number };
}
export function precompressedStore(budget?: number): PrecompressedStore;
export function compressResponse(
  request: IncomingMessage,
  response: ServerResponse,
  store: PrecompressedStore,
  next: () => void,
  onCachedPage?: (body: Buffer, response: ServerResponse) => void,
): void;
