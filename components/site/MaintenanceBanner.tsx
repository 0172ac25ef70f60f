"use client";

import { useTranslations } from "@/lib/i18n/client-texts";
import { useSyncExternalStore } from "react";
import { adminHref } from "@/lib/admin/paths";
import { MAINTENANCE_PREVIEW_COOKIE } from "@/lib/maintenance/screen";
import styles from "./MaintenanceBanner.module.css";

const noSubscription = () => () => {};
const previewing = () =>
  document.cookie.split("; ").some((cookie) => cookie.startsWith(`${MAINTENANCE_PREVIEW_COOKIE}=`));

/**
 * For a signed-in administrator browsing the site during maintenance (the proxy sets the cookie
 * only then): the pages are cached for everyone, so the browser decides to show this.
 */
export function MaintenanceBanner() {
  const t = useTranslations("Maintenance");
  const shown = useSyncExternalStore(noSubscription, previewing, () => false);
  if (!shown) return null;
  return (
    <div className={styles.banner} role="status">
      {t("adminBanner")} <a href={adminHref("tr", "/maintenance")}>{t("adminLink")}</a>
    </div>
  );
}
