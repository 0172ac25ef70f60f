/** Types of ./handler.mjs (plain JavaScript: Next loads it uncompiled, by the path next.config names). */
declare const Handler: new (context: object) => object;
export default Handler;
export function droppingPageCacheOnExpiry<Cache extends abstract new (...args: never[]) => { revalidateTag(...args: unknown[]): Promise<unknown> }>(Cache: Cache): Cache;
