"use client";

import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { DOCUMENT_TYPES, IMAGE_TYPES, type MediaKind } from "@/lib/media/limits";
import { uploadMediaFile, type UploadedMedia } from "@/lib/media/upload-client";
import { useMediaErrorText } from "./media-error-text";
import styles from "./MediaPicker.module.css";

/**
 * The picker's upload: its button (a file of the picker's kind), the progress while the file goes
 * up, and the outcome, announced once (a refusal says why in `Admin.media.errors`).
 */
export function MediaPickerUpload({
  kind,
  onUploaded,
}: {
  kind?: MediaKind;
  onUploaded: (media: UploadedMedia) => void;
}) {
  const t = useTranslations("Admin.mediaPicker");
  const errorText = useMediaErrorText();
  const fileInput = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<{ fileName: string; share: number } | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const accept = (
    kind === "image" ? IMAGE_TYPES : kind === "document" ? DOCUMENT_TYPES : [...IMAGE_TYPES, ...DOCUMENT_TYPES]
  ).join(",");

  const uploadFile = async (file: File | undefined) => {
    if (!file) return;
    setMessage(null);
    setUpload({ fileName: file.name, share: 0 });
    const outcome = await uploadMediaFile(file, (share) => setUpload({ fileName: file.name, share }));
    setUpload(null);
    if (fileInput.current) fileInput.current.value = "";
    if (!outcome.ok) {
      setMessage({ text: errorText(outcome.code), error: true });
      return;
    }
    setMessage({ text: t("uploaded", { fileName: outcome.media.fileName }), error: false });
    onUploaded(outcome.media);
  };

  return (
    <>
      <button
        type="button"
        className={styles.uploadButton}
        onClick={() => fileInput.current?.click()}
        disabled={Boolean(upload)}
      >
        {t("upload")}
      </button>
      <input
        ref={fileInput}
        type="file"
        accept={accept}
        hidden
        aria-label={t("upload")}
        onChange={(event) => uploadFile(event.currentTarget.files?.[0])}
      />
      {upload && (
        <p className={styles.progress}>
          <span>{t("uploading", { fileName: upload.fileName, percent: Math.round(upload.share * 100) })}</span>
          <progress value={upload.share} max={1} aria-label={t("uploadProgress")} />
        </p>
      )}
      {/* Announces the outcome only: the progress is the bar's, read when asked, not every percent. */}
      <div className={styles.status} aria-live="polite">
        {message && (
          <p className={message.error ? styles.error : styles.note} role={message.error ? "alert" : undefined}>
            {message.text}
          </p>
        )}
      </div>
    </>
  );
}
