"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import styles from "./MediaItem.module.css";

/** A file's stable address, selectable, with a button that copies it (and says so). */
export function CopyAddress({ url, label }: { url: string; label: string }) {
  const t = useTranslations("Admin.media.item");
  const [copied, setCopied] = useState(false);
  return (
    <div className={styles.copy}>
      <input readOnly value={url} aria-label={label} onFocus={(event) => event.currentTarget.select()} />
      <button
        type="button"
        className={styles.smallButton}
        onClick={async () => {
          await navigator.clipboard.writeText(url);
          setCopied(true);
        }}
      >
        {t("copy")}
      </button>
      <span role="status" className={styles.copied}>
        {copied ? t("copied") : ""}
      </span>
    </div>
  );
}
