/** Types of ./redis-cache.mjs (plain JavaScript: Next loads the cache handler uncompiled). */
import type { CacheHandler } from "@fortedigital/nextjs-cache-handler";

export const DEFAULT_KEY_PREFIX: string;

export type RedisCache = typeof CacheHandler & { close(): Promise<void> };

export function createRedisCache(env: { REDIS_URL?: string; REDIS_KEY_PREFIX?: string }): RedisCache;
