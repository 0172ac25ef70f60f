import type { IncomingMessage, ServerResponse } from "node:http";

export const DEFAULT_SHARED_CACHE_MAX_AGE: number;
export const STALE_WHILE_REVALIDATE_SECONDS: number;
export function sharedCacheMaxAge(env?: Record<string, string | undefined>): number;
export function sharedCacheControl(status: number, nextCacheControl: unknown, fromNextCache: boolean, maxAge?: number): string | null;
export function shareablePublicPages(request: IncomingMessage, response: ServerResponse, maxAge: number): void;
