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
 * A click (or Enter / Space) selects a file, "Seç" or a double click picks it (MediaPickerGrid). An
 * upload (MediaPickerUpload: its progress; a refusal says why) lands on the first page, selected.
 */
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { createPortal } from "react-dom";
import type { MediaKind } from "@/lib/media/limits";
import { pickableMedia, type PickableMedia, type PickableMediaPage } from "@/lib/media/picker";
import { useMediaErrorText } from "./media-error-text";
import { MediaPickerGrid, MediaPickerPager } from "./MediaPickerGrid";
import { MediaPickerUpload } from "./MediaPickerUpload";
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

interface Query {
  q: string;
  kind: MediaKind | "";
  page: number;
  /** Changes to read the same page again (after an upload). */
  reload: number;
}

function PickerDialog({ kind, languageCode, onPick, onClose }: MediaPickerProps) {
  const t = useTranslations("Admin.mediaPicker");
  const errorText = useMediaErrorText();
  const dialog = useRef<HTMLDialogElement>(null);
  const searchForm = useRef<HTMLFormElement>(null);
  const id = useId();
  const [query, setQuery] = useState<Query>({ q: "", kind: kind ?? "", page: 1, reload: 0 });
  const [result, setResult] = useState<PickableMediaPage | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);

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

  const showUploaded = (uploadedId: number) => {
    setSelectedId(uploadedId);
    const searchBox = searchForm.current?.querySelector("input");
    if (searchBox) searchBox.value = "";
    setQuery((previous) => ({ q: "", kind: previous.kind, page: 1, reload: previous.reload + 1 }));
  };

  const items = result?.items ?? [];
  const selected = items.find((item) => item.id === selectedId) ?? null;

  return createPortal(
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={`${id}-title`} onClose={onClose}>
      <div className={styles.head}>
        <h2 id={`${id}-title`}>
          {t(kind === "document" ? "titleDocument" : kind === "image" ? "titleImage" : "title")}
        </h2>
        <MediaPickerUpload kind={kind} onUploaded={(media) => showUploaded(media.id)} />
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
      {result && items.length > 0 && (
        <MediaPickerGrid
          result={result}
          languageCode={languageCode}
          selectedId={selectedId}
          onSelect={setSelectedId}
          onPick={onPick}
        />
      )}
      <div className={styles.foot}>
        {result && (
          <MediaPickerPager result={result} onPage={(page) => setQuery((previous) => ({ ...previous, page }))} />
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
