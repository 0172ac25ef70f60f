"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useRef, useState, type DragEvent } from "react";
import { DOCUMENT_TYPES, IMAGE_TYPES } from "@/lib/media/limits";
import { uploadMediaFile, type UploadOutcome } from "@/lib/media/upload-client";
import { useHydrated } from "../FormParts";
import styles from "./MediaUploader.module.css";

/** One chosen file on its way: sent (a share of it), being processed by the server, then its outcome. */
interface Upload {
  key: number;
  name: string;
  sent: number;
  outcome?: UploadOutcome;
}

/** What the picker offers (the server decides from the bytes whatever is sent). */
const ACCEPT = [...IMAGE_TYPES, ...DOCUMENT_TYPES].join(",");

let nextKey = 0;

/**
 * The library's upload: files dropped on the zone or chosen with the picker (several at once), sent
 * one after another to `POST /api/media`, each with its own progress bar and outcome (a refusal
 * says why, in the admin's language); the grid below is read again once they are all done.
 * `itemsHref` is the library's address: a file's page is `${itemsHref}/${id}`.
 */
export function MediaUploader({ itemsHref }: { itemsHref: string }) {
  const t = useTranslations("Admin.media");
  const router = useRouter();
  const hintId = useId();
  const hydrated = useHydrated();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState(false);
  const [summary, setSummary] = useState("");
  const queue = useRef(Promise.resolve());

  const update = (key: number, change: Partial<Upload>) =>
    setUploads((all) => all.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));

  const send = (files: File[]) => {
    if (files.length === 0) return;
    const batch = files.map((file) => ({ key: nextKey++, name: file.name, sent: 0 }));
    setUploads((all) => [...batch, ...all]);
    setSummary("");
    queue.current = queue.current.then(async () => {
      let done = 0;
      for (const [index, file] of files.entries()) {
        const { key } = batch[index]!;
        const outcome = await uploadMediaFile(file, (sent) => update(key, { sent }));
        update(key, { sent: 1, outcome });
        if (outcome.ok) done += 1;
      }
      const refused = files.length - done;
      const parts = [
        done > 0 ? t("upload.summaryDone", { count: done }) : "",
        refused > 0 ? t("upload.summaryRefused", { count: refused }) : "",
      ];
      setSummary(parts.filter(Boolean).join(" "));
      if (done > 0) router.refresh();
    });
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    send([...event.dataTransfer.files]);
  };

  return (
    <section className={styles.uploader} aria-labelledby={`${hintId}-heading`} data-ready={hydrated || undefined}>
      <h2 id={`${hintId}-heading`}>{t("upload.heading")}</h2>
      <div
        className={dragging ? `${styles.zone} ${styles.dragging}` : styles.zone}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <p className={styles.drop}>{t("upload.drop")}</p>
        <p className={styles.or}>{t("upload.or")}</p>
        <label className={styles.choose}>
          {t("upload.choose")}
          <input
            type="file"
            multiple
            accept={ACCEPT}
            aria-describedby={hintId}
            onChange={(event) => {
              send([...(event.target.files ?? [])]);
              event.target.value = "";
            }}
          />
        </label>
        <p id={hintId} className={styles.hint}>
          {t("upload.hint")}
        </p>
      </div>
      <p role="status" className={styles.summary}>
        {summary}
      </p>
      {uploads.length > 0 && (
        <ul className={styles.list} aria-label={t("upload.heading")}>
          {uploads.map((upload) => (
            <UploadRow key={upload.key} upload={upload} itemsHref={itemsHref} />
          ))}
        </ul>
      )}
    </section>
  );
}

function UploadRow({ upload, itemsHref }: { upload: Upload; itemsHref: string }) {
  const t = useTranslations("Admin.media");
  const { outcome } = upload;
  const state = !outcome ? "pending" : outcome.ok ? "done" : "refused";
  return (
    <li className={styles.row} data-state={state}>
      <span className={styles.fileName}>{upload.name}</span>
      {!outcome && (
        <>
          <progress value={upload.sent} max={1} aria-label={t("upload.progress", { name: upload.name })} />
          <span className={styles.status}>
            {upload.sent < 1 ? t("upload.sending", { percent: Math.round(upload.sent * 100) }) : t("upload.processing")}
          </span>
        </>
      )}
      {outcome?.ok && (
        <span className={styles.done}>
          {t("upload.done")} ·{" "}
          <a href={`${itemsHref}/${outcome.media.id}`} aria-label={t("upload.open", { name: outcome.media.fileName })}>
            {outcome.media.fileName}
          </a>
        </span>
      )}
      {outcome && !outcome.ok && (
        <span className={styles.refused} role="alert">
          {t("upload.refused", { reason: t(`errors.${outcome.code}`) })}
        </span>
      )}
    </li>
  );
}
