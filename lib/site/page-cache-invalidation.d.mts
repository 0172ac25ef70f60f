export function invalidatePageCache(): void;
export function pageCacheGeneration(): number;
export function onPageCacheInvalidated(listener: () => void): () => void;
