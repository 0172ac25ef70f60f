"use client";

/**
 * MediaPicker: choose a file of the media library, or upload one right there.
 *
 *   <MediaPicker open={open} kind="image" languageCode="tr" onPick={(item) => …} onClose={() => setOpen(false)} />
 *
 * - `open`: while true it is a modal dialog (native <dialog>: focus stays inside, Escape closes it).
 *   It is rendered into document.body, so it may be opened from inside a form or an editor dialog.
 * - `kind`: "image" or "document" lists and uploads only that kind; without it a filter offers both.
 * - `languageCode`: the content's language; each image says whether its alt text exists there
 *   (or that it is decorative): an image needs one of them before it is used as content.
 * - `onPick(item)`: the chosen file (`PickableMedia`, lib/media/picker.ts: `url` is the stable
 *   address content stores, `/media/12/name.jpg`). The picker does not close itself: the caller sets
 *   `open` to false.
 * - `onClose()`: Cancel, Escape, or the dialog closed otherwise.
 *
 * A click (or Enter / Space) selects a file, "Seç" or a double click picks it. An upload (with its
 * progress; a refusal says why in `Admin.media.errors`) lands on the first page, selected.
 */
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from "react";
import { createPortal } from "react-dom";
import { DOCUMENT_TYPES, IMAGE_TYPES, type MediaKind } from "@/lib/media/limits";
import { pickableMedia, type PickableMedia, type PickableMediaPage } from "@/lib/media/picker";
import { hasAltFor } from "@/lib/media/schema";
import { uploadMediaFile, type UploadOutcome } from "@/lib/media/upload-client";
import { BASE_PATH } from "@/lib/site/base-path";
import styles from "./MediaPicker.module.css";

export type { PickableMedia } from "@/lib/media/picker";

export interface MediaPickerProps {
  open: boolean;
  kind?: MediaKind;
  languageCode: string;
  onPick: (item: PickableMedia) => void;
  onClose: () => void;
}

export function MediaPicker(props: MediaPickerProps) {
  // Mounted only while open: each opening starts on the first page, nothing selected.
  return props.open ? <PickerDialog {...props} /> : null;
}

type Failure = Extract<UploadOutcome, { ok: false }>["code"];

interface Query {
  q: string;
  kind: MediaKind | "";
  page: number;
  /** Changes to read the same page again (after an upload). */
  reload: number;
}

function PickerDialog({ kind, languageCode, onPick, onClose }: MediaPickerProps) {
  const t = useTranslations("Admin.mediaPicker");
  const errorText = useErrorText();
  const dialog = useRef<HTMLDialogElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const searchForm = useRef<HTMLFormElement>(null);
  const id = useId();
  const [query, setQuery] = useState<Query>({ q: "", kind: kind ?? "", page: 1, reload: 0 });
  const [result, setResult] = useState<PickableMediaPage | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [upload, setUpload] = useState<{ fileName: string; share: number } | null>(null);
  const [uploadMessage, setUploadMessage] = useState<{ text: string; error: boolean } | null>(null);

  useEffect(() => {
    const opener = document.activeElement;
    // Unmounting takes it out of the top layer; closing here would report a cancel (onClose).
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
    searchForm.current?.querySelector("input")?.focus();
    // A pick unmounts it without a close: focus goes back to what opened it, as after Escape.
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  useEffect(() => {
    let current = true;
    pickableMedia({ q: query.q, kind: query.kind || undefined, page: query.page }).then(
      (answer) => {
        if (!current) return;
        setLoadError(answer.ok ? null : errorText(answer.error));
        if (answer.ok) setResult(answer);
      },
      () => current && setLoadError(errorText("network")),
    );
    return () => {
      current = false;
    };
  }, [query, errorText]);

  const search = (event: FormEvent<HTMLFormElement>) => {
    // Its own form, not the record's around it (React events cross the portal).
    event.preventDefault();
    event.stopPropagation();
    const q = String(new FormData(event.currentTarget).get("q") ?? "").trim();
    setQuery((previous) => ({ ...previous, q, page: 1 }));
  };

  const uploadFile = async (file: File | undefined) => {
    if (!file) return;
    setUploadMessage(null);
    setUpload({ fileName: file.name, share: 0 });
    const outcome = await uploadMediaFile(file, (share) => setUpload({ fileName: file.name, share }));
    setUpload(null);
    if (fileInput.current) fileInput.current.value = "";
    if (!outcome.ok) {
      setUploadMessage({ text: errorText(outcome.code), error: true });
      return;
    }
    setUploadMessage({ text: t("uploaded", { fileName: outcome.media.fileName }), error: false });
    setSelectedId(outcome.media.id);
    const searchBox = searchForm.current?.querySelector("input");
    if (searchBox) searchBox.value = "";
    setQuery((previous) => ({ q: "", kind: previous.kind, page: 1, reload: previous.reload + 1 }));
  };

  const items = result?.items ?? [];
  const selected = items.find((item) => item.id === selectedId) ?? null;
  const accept = (
    kind === "image" ? IMAGE_TYPES : kind === "document" ? DOCUMENT_TYPES : [...IMAGE_TYPES, ...DOCUMENT_TYPES]
  ).join(",");

  return createPortal(
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={`${id}-title`} onClose={onClose}>
      <div className={styles.head}>
        <h2 id={`${id}-title`}>
          {t(kind === "document" ? "titleDocument" : kind === "image" ? "titleImage" : "title")}
        </h2>
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
      </div>
      {upload && (
        <p className={styles.progress}>
          <span>{t("uploading", { fileName: upload.fileName, percent: Math.round(upload.share * 100) })}</span>
          <progress value={upload.share} max={1} aria-label={t("uploadProgress")} />
        </p>
      )}
      {/* Announces the outcome only: the progress is the bar's, read when asked, not every percent. */}
      <div className={styles.status} aria-live="polite">
        {uploadMessage && (
          <p
            className={uploadMessage.error ? styles.error : styles.note}
            role={uploadMessage.error ? "alert" : undefined}
          >
            {uploadMessage.text}
          </p>
        )}
      </div>
      <form ref={searchForm} role="search" className={styles.search} onSubmit={search}>
        <label htmlFor={`${id}-q`} className="visually-hidden">
          {t("search")}
        </label>
        <input id={`${id}-q`} name="q" type="search" placeholder={t("searchPlaceholder")} autoComplete="off" />
        <button type="submit">{t("search")}</button>
        {!kind && (
          <select
            aria-label={t("kind")}
            value={query.kind}
            onChange={(event) =>
              setQuery((previous) => ({ ...previous, kind: event.target.value as MediaKind | "", page: 1 }))
            }
          >
            <option value="">{t("kindAll")}</option>
            <option value="image">{t("kindImage")}</option>
            <option value="document">{t("kindDocument")}</option>
          </select>
        )}
      </form>
      {loadError && (
        <p role="alert" className={styles.error}>
          {loadError}
        </p>
      )}
      {result && items.length === 0 && <p className={styles.empty}>{t(query.q ? "noMatch" : "empty")}</p>}
      {!result && !loadError && <p className={styles.empty}>{t("loading")}</p>}
      {items.length > 0 && (
        <ul className={styles.grid} aria-label={t("files", { total: result?.total ?? 0 })}>
          {items.map((item) => (
            <li key={item.id}>
              <PickerItem
                item={item}
                languageCode={languageCode}
                selected={item.id === selectedId}
                onSelect={() => setSelectedId(item.id)}
                onPick={() => onPick(item)}
              />
            </li>
          ))}
        </ul>
      )}
      <div className={styles.foot}>
        {result && result.pages > 1 && (
          <nav className={styles.pager} aria-label={t("pages")}>
            <button
              type="button"
              disabled={result.page <= 1}
              onClick={() => setQuery((previous) => ({ ...previous, page: result.page - 1 }))}
            >
              {t("previous")}
            </button>
            <span>{t("pageOf", { page: result.page, pages: result.pages })}</span>
            <button
              type="button"
              disabled={result.page >= result.pages}
              onClick={() => setQuery((previous) => ({ ...previous, page: result.page + 1 }))}
            >
              {t("next")}
            </button>
          </nav>
        )}
        <div className={styles.buttons}>
          <button type="button" onClick={() => dialog.current?.close()}>
            {t("cancel")}
          </button>
          <button
            type="button"
            className={styles.primary}
            disabled={!selected}
            onClick={() => selected && onPick(selected)}
          >
            {t("pick")}
          </button>
        </div>
      </div>
    </dialog>,
    document.body,
  );
}

function PickerItem({
  item,
  languageCode,
  selected,
  onSelect,
  onPick,
}: {
  item: PickableMedia;
  languageCode: string;
  selected: boolean;
  onSelect: () => void;
  onPick: () => void;
}) {
  const t = useTranslations("Admin.mediaPicker");
  const language = languageCode.toUpperCase();
  const altState =
    item.kind !== "image" ? null : item.decorative ? "decorative" : hasAltFor(item, languageCode) ? "alt" : "noAlt";
  return (
    <button
      type="button"
      className={styles.item}
      aria-pressed={selected}
      data-media-id={item.id}
      onClick={onSelect}
      onDoubleClick={onPick}
    >
      {item.thumbnail ? (
        // The library's own square variant: next/image would resize it again.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={`${BASE_PATH}${item.thumbnail}`} alt="" width={160} height={160} loading="lazy" decoding="async" />
      ) : (
        <span className={styles.document} aria-hidden="true">
          {item.fileName.split(".").pop()?.toUpperCase()}
        </span>
      )}
      <span className={styles.name}>{item.fileName}</span>
      {item.width && item.height && (
        <span className={styles.meta}>{t("dimensions", { width: item.width, height: item.height })}</span>
      )}
      {altState && (
        <span className={altState === "noAlt" ? styles.noAlt : styles.meta}>{t(altState, { language })}</span>
      )}
    </button>
  );
}

/** A refusal's words: the library's (`Admin.media.errors`), else the picker's own for the connection's failures. */
function useErrorText() {
  const media = useTranslations("Admin.media.errors");
  const own = useTranslations("Admin.mediaPicker.errors");
  return useCallback(
    (code: Failure | "failed") => (media.has(code) ? media(code) : own.has(code) ? own(code) : own("failed")),
    [media, own],
  );
}
