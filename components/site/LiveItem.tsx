"use client";

import { useTranslations } from "@/lib/i18n/client-texts";
import { useEffect, useSyncExternalStore } from "react";
import { Link } from "@/lib/i18n/site-navigation";
import type { WatchedItem } from "@/lib/live/reaction";
import { isRemoved, subscribeToWatched, watch } from "@/lib/live/watched";
import { paths } from "@/lib/site/paths";
import styles from "./LiveItem.module.css";

/**
 * Placed on a category's or topic's page: names the records it shows to the live updates, and
 * says so when one is deleted while the page is open (the text stays, for whoever was reading it).
 */
export function LiveItem({ items }: { items: WatchedItem[] }) {
  const t = useTranslations("Live");
  const key = items.map((item) => `${item.entity}:${item.id}`).join(",");
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key names the same items
  useEffect(() => watch(items), [key]);
  const removed = useSyncExternalStore(subscribeToWatched, isRemoved, () => false);
  if (!removed) return null;
  return (
    <div className={styles.notice} role="alert">
      <p>{t("removed")}</p>
      <Link href={paths.home}>{t("toHome")}</Link>
    </div>
  );
}
