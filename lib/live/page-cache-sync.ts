import { onChange } from "@/lib/database/change-events";
import { changesLanguages, languagesSettled } from "@/lib/languages/live-state";
import { changesMaintenance, maintenanceSettled } from "@/lib/maintenance/live-state";
import { invalidatePageCache } from "@/lib/site/page-cache-invalidation.mjs";

/**
 * Keeps the server entry's page cache (lib/site/page-cache.mjs) in step with what the proxy holds in
 * memory. Each tag expiry drops the cache as it reaches Next's cache (lib/cache/handler.mjs), but a
 * change of the maintenance state or the languages reaches the proxy only when their reload is done:
 * a page read in between was routed by the old state, so the cache is dropped once more then.
 * Subscribed after the held values, so their reload has begun when this runs.
 */
export function keepPageCacheInStep(): () => void {
  return onChange((event) => {
    if (changesMaintenance(event) || changesLanguages(event))
      void Promise.all([maintenanceSettled(), languagesSettled()]).then(() => invalidatePageCache());
  });
}
