"use client";

import { useTranslations } from "@/lib/i18n/client-texts";
import { LoadingStatus } from "@/components/site/LoadingStatus";
import styles from "./loading.module.css";

/** Shown while the team page is being rendered (spec 2: the team page's loading state). */
export default function TeamLoading() {
  const t = useTranslations("Team");
  return (
    <div className={`container ${styles.loading}`}>
      <LoadingStatus message={t("loading")} />
    </div>
  );
}
