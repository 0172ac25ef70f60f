"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { isAllowedImage } from "@/lib/text/editor-urls";
import { DialogField, EditorDialog } from "./EditorDialog";
import styles from "./EditorDialog.module.css";

/**
 * An image at the cursor, two ways: a file of the media library ("Kütüphaneden seç": the picker,
 * then its size, alignment, caption and alt text in MediaDialog), or an address (the editor's URL
 * rules: http(s), a raster data URL or a path on this site, refused here with the reason) with its
 * alternative text.
 */
export function ImageDialog({
  onInsert,
  onChooseLibrary,
  onClose,
}: {
  onInsert: (image: { src: string; alt: string }) => void;
  onChooseLibrary: () => void;
  onClose: () => void;
}) {
  const t = useTranslations("Admin.editing.image");
  const invalidText = useTranslations("Admin.editor")("imageInvalid");
  const [invalid, setInvalid] = useState(false);
  const insert = (form: HTMLFormElement) => {
    const data = new FormData(form);
    const src = String(data.get("src") ?? "").trim();
    if (!isAllowedImage(src)) {
      setInvalid(true);
      form.querySelector<HTMLInputElement>("input[name=src]")?.focus();
      return;
    }
    onInsert({ src, alt: String(data.get("alt") ?? "").trim() });
  };
  return (
    <EditorDialog
      title={t("title")}
      onSubmit={insert}
      onClose={onClose}
      buttons={{ submit: t("insert"), cancel: t("cancel") }}
    >
      <button type="button" className={styles.library} onClick={onChooseLibrary}>
        {t("library")}
      </button>
      <p className={styles.hint}>{t("libraryHint")}</p>
      <p className={styles.or}>{t("orUrl")}</p>
      <DialogField
        name="src"
        label={t("url")}
        hint={t("urlHint")}
        error={invalid ? invalidText : undefined}
        defaultValue="https://"
        inputMode="url"
      />
      <DialogField name="alt" label={t("alt")} hint={t("altHint")} defaultValue="" />
    </EditorDialog>
  );
}
