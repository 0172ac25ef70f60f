"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { saveMediaAltAction } from "@/lib/media/alt-actions";
import type { EditorMedia } from "@/lib/media/editor-media";
import { hasAltFor } from "@/lib/media/schema";
import { currentVariantOf } from "@/lib/media/parse-address";
import type { Variant } from "@/lib/media/urls";
import { BASE_PATH } from "@/lib/site/base-path";
import { FIGURE_ALIGNS, FIGURE_SIZES, type FigureAlign, type FigureSize } from "@/lib/text/rich-text";
import { DialogField, EditorDialog } from "./EditorDialog";
import type { MediaFigureAttributes } from "./media-figure";
import styles from "./EditorDialog.module.css";
import own from "./MediaDialog.module.css";

/** The dialog's picture of the file: its current 160 px square. */
const THUMBNAIL: Variant = { name: "s160", format: "webp" };

/**
 * A library image's place in the body: its alt text in the topic's language, caption, size and
 * alignment; on insert (from the picker) and on edit (the figure's button). The alt text lives in the
 * library, so an image without one in this language (and not marked decorative) cannot go in until
 * it is typed here: saved to the library (lib/media/alt-actions.ts), where every page showing the
 * file reads it. The caption defaults to the library's for the language, and is the figure's own.
 * A file gone from the library (`media` null) keeps its figure, whose texts are still editable.
 */
export function MediaDialog({
  media,
  figure,
  languageCode,
  onApply,
  onRemove,
  onClose,
}: {
  media: EditorMedia | null;
  /** The figure being edited; none when inserting. */
  figure?: MediaFigureAttributes;
  /** The topic's language: whose alt text and caption count. */
  languageCode: string;
  onApply: (attributes: MediaFigureAttributes) => void;
  onRemove?: () => void;
  onClose: () => void;
}) {
  const t = useTranslations("Admin.editor.mediaDialog");
  const mediaErrors = useTranslations("Admin.media.errors");
  const adminLocale = useLocale();
  const language = new Intl.DisplayNames([adminLocale], { type: "language" }).of(languageCode) ?? languageCode;
  const [error, setError] = useState<string | null>(null);
  const [saving, startSaving] = useTransition();
  const libraryText = media?.texts[languageCode];
  const decorative = media?.decorative ?? false;
  const altMissing = media ? !hasAltFor(media, languageCode) : false;

  const apply = (form: HTMLFormElement) => {
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? "").trim();
    const alt = decorative ? "" : text("alt");
    const attributes: MediaFigureAttributes = {
      mediaId: media?.id ?? figure?.mediaId ?? 0,
      src: media?.url ?? figure?.src ?? "",
      alt,
      caption: text("caption"),
      size: (text("size") || "full") as FigureSize,
      align: (text("align") || "center") as FigureAlign,
    };
    if (media && !decorative && !alt) {
      setError(t("altRequired", { language }));
      form.querySelector<HTMLInputElement>("input[name=alt]")?.focus();
      return;
    }
    if (!media || decorative || alt === (libraryText?.alt ?? "")) return onApply(attributes);
    startSaving(async () => {
      const saved = await saveMediaAltAction(media.id, media.updatedAt, languageCode, alt);
      if (saved.ok) onApply(attributes);
      else setError(altError(saved.error));
    });
  };
  const altError = (code: string) =>
    code === "altTooLong" ? mediaErrors("altTooLong") : code === "conflict" ? t("altConflict") : t("altSaveFailed");

  return (
    <EditorDialog
      title={figure ? t("titleEdit") : t("titleInsert")}
      onSubmit={apply}
      onClose={onClose}
      buttons={{
        submit: figure ? t("apply") : t("insert"),
        cancel: t("cancel"),
        remove: t("remove"),
        onRemove,
        busy: saving,
      }}
    >
      <div className={own.file}>
        {/* eslint-disable-next-line @next/next/no-img-element -- the library's own square thumbnail */}
        <img
          src={`${BASE_PATH}${currentVariantOf(media?.url ?? figure?.src ?? "", THUMBNAIL, BASE_PATH) ?? ""}`}
          alt=""
        />
        <p>
          <strong>{media?.fileName ?? t("missing")}</strong>
          {media?.width && media.height && (
            <span>
              {media.width} × {media.height} px
            </span>
          )}
        </p>
      </div>
      {decorative ? (
        <p className={styles.hint}>{t("decorative")}</p>
      ) : (
        <>
          {altMissing && <p className={own.warning}>{t("altMissing", { language })}</p>}
          <DialogField
            name="alt"
            label={t("alt", { language })}
            hint={media ? t("altHint") : t("altHintFigure")}
            error={error ?? undefined}
            defaultValue={libraryText?.alt || figure?.alt || ""}
          />
        </>
      )}
      {decorative && error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <DialogField
        name="caption"
        label={t("caption")}
        hint={t("captionHint")}
        defaultValue={figure ? figure.caption : (libraryText?.caption ?? "")}
      />
      <Choice
        name="size"
        legend={t("size")}
        options={FIGURE_SIZES.map((size) => ({ value: size, label: t(`sizes.${size}`) }))}
        checked={figure?.size ?? "medium"}
      />
      <Choice
        name="align"
        legend={t("align")}
        options={FIGURE_ALIGNS.map((align) => ({ value: align, label: t(`aligns.${align}`) }))}
        checked={figure?.align ?? "center"}
      />
    </EditorDialog>
  );
}

function Choice({
  name,
  legend,
  options,
  checked,
}: {
  name: string;
  legend: string;
  options: { value: string; label: string }[];
  checked: string;
}) {
  return (
    <fieldset className={own.choice}>
      <legend>{legend}</legend>
      {options.map(({ value, label }) => (
        <label key={value}>
          <input type="radio" name={name} value={value} defaultChecked={value === checked} /> {label}
        </label>
      ))}
    </fieldset>
  );
}
