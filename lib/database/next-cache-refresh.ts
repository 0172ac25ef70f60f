import { revalidateTag, updateTag } from "next/cache";
import type { CacheRefresh } from "./cache-refresh";

/** In a server action: the next render (the redirect after saving included) reads fresh data. */
export const refreshFromServerAction: CacheRefresh = {
  inServer: true,
  expire: (tags) => tags.forEach((tag) => updateTag(tag)),
};

/** In a route handler, where updateTag is refused: expired at once all the same. */
export const refreshFromRouteHandler: CacheRefresh = {
  inServer: true,
  expire: (tags) => tags.forEach((tag) => revalidateTag(tag, { expire: 0 })),
};

/**
 * In a page's render, where Next allows no revalidation: for writes that no public page shows
 * (marking a message read), so they name no tag.
 */
export const refreshFromPageRender: CacheRefresh = {
  inServer: true,
  expire: (tags) => {
    if (tags.length > 0)
      throw new Error(`A page render cannot expire cache tags (${tags.join(", ")}): write from a server action.`);
  },
};
