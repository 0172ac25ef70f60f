import { onChange } from "@/lib/database/change-events";
import { changesLanguages, languagesSettled } from "@/lib/languages/live-state";
import { changesMaintenance, maintenanceSettled } from "@/lib/maintenance/live-state";
import { invalidatePageCache } from "@/lib/site/page-cache-invalidation.mjs";

/**
 * Keeps the server entry's page cache (lib/site/page-cache.mjs) in step with changes. Each tag
 * expiry drops it as it reaches Next's cache (lib/cache/handler.mjs); here, every change this process
 * hears of drops it too, and a change of what the proxy holds in memory (maintenance, languages)
 * once more when the proxy knows of it, since a page read between the two was routed by the old
 * state. Subscribed after the held values, so their reload has begun when this runs.
 */
export function keepPageCacheInStep(): () => void {
  return onChange((event) => {
    invalidatePageCache();
    if (changesMaintenance(event) || changesLanguages(event)) void Promise.all([maintenanceSettled(), languagesSettled()]).then(invalidatePageCache);
  });
}
