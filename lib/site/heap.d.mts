export function keepHeapSmall(): void;
export const YOUNG_GENERATION_FLAG: string;
export function serverMemoryEnv(env?: Record<string, string | undefined>): { MALLOC_ARENA_MAX: string; NODE_OPTIONS: string };
