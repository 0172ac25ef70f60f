/** A cache of Next's (lib/cache/*.mjs), as a test drives it: its get and set, called as Next calls them. */
interface NextCache {
  get(key: string, context: never): Promise<unknown>;
  set(key: string, data: never, context: never): Promise<unknown>;
}

/** What Next stores for a rendered page whose cache tags are `tags`. */
export function renderedPage(html: string, tags: string[]) {
  return {
    kind: "APP_PAGE",
    html,
    rscData: Buffer.from(`rsc:${html}`),
    headers: { "x-next-cache-tags": tags.join(",") },
    status: 200,
    postponed: undefined,
    segmentData: undefined,
  };
}

/**
 * Stores and reads rendered pages through `instance`, called for each operation: Next makes an
 * instance of its cache class per request (the class keeps the connection).
 */
export function pagesThrough<Cache extends NextCache>(instance: () => Cache) {
  return {
    async storePage(key: string, html: string, tags: string[]): Promise<void> {
      await instance().set(
        key,
        renderedPage(html, tags) as never,
        {
          cacheControl: { revalidate: false, expire: undefined },
          isRoutePPREnabled: false,
          isFallback: false,
        } as never,
      );
    },
    read: (key: string) =>
      instance().get(key, {
        kind: "APP_PAGE",
        softTags: [],
        isRoutePPREnabled: false,
        isFallback: false,
      } as never) as ReturnType<Cache["get"]>,
  };
}
