"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { DOCUMENT_TYPES, IMAGE_TYPES, type MediaKind } from "@/lib/media/limits";
import { replaceMediaFileUpload, type ReplaceOutcome } from "@/lib/media/upload-client";
import styles from "./MediaItem.module.css";

/**
 * Puts a new file behind this one (`PUT /api/media/{id}/file`), at the version the page loaded:
 * its address stays, so every page showing it shows the new one, which the outcome says; the page
 * is then read again (new size, dimensions, preview).
 */
export function ReplaceFile({
  id,
  kind,
  updatedAt,
  url,
}: {
  id: number;
  kind: MediaKind;
  updatedAt: number;
  url: string;
}) {
  const t = useTranslations("Admin.media");
  const router = useRouter();
  const hintId = useId();
  const [sent, setSent] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<ReplaceOutcome | null>(null);

  const replace = async (file: File | undefined) => {
    if (!file) return;
    setOutcome(null);
    setSent(0);
    const result = await replaceMediaFileUpload(id, file, setSent, updatedAt);
    setSent(null);
    setOutcome(result);
    if (result.ok) router.refresh();
  };

  return (
    <section className={styles.panel} aria-labelledby="media-replace">
      <h2 id="media-replace">{t("replace.heading")}</h2>
      <p id={hintId} className={styles.hint}>
        {t("replace.hint")}
      </p>
      <label className={styles.fileButton}>
        {t("replace.choose")}
        <input
          type="file"
          accept={(kind === "image" ? IMAGE_TYPES : DOCUMENT_TYPES).join(",")}
          aria-describedby={hintId}
          disabled={sent !== null}
          onChange={(event) => {
            void replace(event.target.files?.[0]);
            event.target.value = "";
          }}
        />
      </label>
      {sent !== null && (
        <progress value={sent} max={1} aria-label={t("upload.sending", { percent: Math.round(sent * 100) })} />
      )}
      <p role="status" className={outcome && !outcome.ok ? styles.refused : styles.replaced}>
        {outcome?.ok && t("replace.done", { url })}
        {outcome && !outcome.ok && t(`errors.${outcome.code}`)}
      </p>
    </section>
  );
}
