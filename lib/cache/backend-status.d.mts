/** Types of ./backend-status.mjs (plain JavaScript, see there why). */

/** "local": Next's own cache in this process (and its build folder); "redis": the cache every instance shares. */
export type CacheBackend = "local" | "redis";

export interface CacheFailure {
  at: string;
  operation: string;
  message: string;
}

export interface CacheBackendState {
  backend: CacheBackend;
  /** Whether a handler has chosen yet (internal). */
  chosen?: boolean;
  /**
   * Whether the last operation on the backend succeeded (always true for "local"). Redis starts
   * unreachable, with no failure, until the server's first use of the cache connects.
   */
  reachable: boolean;
  /** When `reachable` last changed, ISO 8601. */
  since: string;
  lastFailure: CacheFailure | null;
}

export function chooseCacheBackend(backend: CacheBackend): void;
export function recordCacheFailure(operation: string, error: unknown): boolean;
export function recordCacheSuccess(): boolean;
export function cacheBackendStatus(): CacheBackendState;
