"use client";

import { useTranslations } from "@/lib/i18n/client-texts";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { connectLiveEvents } from "@/lib/live/connection";
import { LIVE_EVENTS_ROUTE } from "@/lib/live/events";
import { reactionTo } from "@/lib/live/reaction";
import { isRemoved, markRemoved, watchedItems } from "@/lib/live/watched";
import { BASE_PATH } from "@/lib/site/base-path";
import { LoadingStatus } from "./LoadingStatus";

/** Changes that come together (a reorder, a language with its menus) re-render the page once. */
const REFRESH_COALESCE_MS = 150;

/**
 * Keeps an open public page (or the maintenance screen) current: it follows the
 * server's change events and re-renders what changed, shows that the page's own item was removed,
 * and loads the page again when maintenance is switched, with the loading status meanwhile.
 */
export function LiveUpdates({ lang }: { lang: string }) {
  const router = useRouter();
  const t = useTranslations("Maintenance");
  const [reloading, setReloading] = useState(false);

  useEffect(() => {
    let pending: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      if (isRemoved()) return;
      clearTimeout(pending);
      pending = setTimeout(() => router.refresh(), REFRESH_COALESCE_MS);
    };
    const disconnect = connectLiveEvents({
      url: (since) => `${BASE_PATH}${LIVE_EVENTS_ROUTE}${since === null ? "" : `?since=${since}`}`,
      onEvent(event) {
        const reaction = reactionTo(event, { lang, watched: watchedItems() });
        if (reaction === "reload") setReloading(true);
        else if (reaction === "removed") {
          markRemoved();
        } else if (reaction === "refresh") {
          refresh();
        }
      },
      onResync: refresh,
      // On the document, for whoever needs to know the page is following (the end-to-end tests).
      onState: (state) => (document.documentElement.dataset.liveEvents = state),
    });
    return () => {
      clearTimeout(pending);
      disconnect();
    };
  }, [lang, router]);

  // Once the loading status is on screen: the old page stays visible until the new one arrives.
  useEffect(() => {
    if (reloading) window.location.reload();
  }, [reloading]);

  return reloading ? <LoadingStatus message={t("loading")} fullPage /> : null;
}
