"use client";

import { useTranslations } from "next-intl";
import styles from "./loading.module.css";

/** Shown while the team page is being rendered (spec 2: the team page's loading state). */
export default function TeamLoading() {
  const t = useTranslations("Team");
  return (
    <div className="container">
      <div className={styles.loading} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <p>{t("loading")}</p>
      </div>
    </div>
  );
}
