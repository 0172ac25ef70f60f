"use client";

import { NodeViewWrapper, type ReactNodeViewProps } from "@tiptap/react";
import { useTranslations } from "next-intl";
import { currentVariantOf } from "@/lib/media/parse-address";
import { BASE_PATH } from "@/lib/site/base-path";
import type { MediaFigureAttributes } from "./media-figure";
import styles from "./MediaFigure.module.css";

/**
 * A library image in the editor: drawn at its size and alignment with its caption, and an edit
 * button (or a double click) that opens its dialog: size, alignment, caption and alt text.
 */
export function MediaFigureView({ node, getPos, editor, selected }: ReactNodeViewProps) {
  const t = useTranslations("Admin.editor.figure");
  const { mediaId, src, alt, caption, size, align } = node.attrs as MediaFigureAttributes;
  const current = mediaId ? currentVariantOf(src, { name: "w960", format: "webp" }, BASE_PATH) : null;
  const edit = () => {
    const position = getPos();
    if (typeof position !== "number") return;
    for (const listener of editor.storage.mediaFigure.editListeners) listener(position);
  };
  return (
    <NodeViewWrapper
      as="figure"
      className={styles.figure}
      data-size={size}
      data-align={align}
      data-selected={selected || undefined}
      onDoubleClick={edit}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- the library's current 960 px copy, not its original (up to 20 MB) */}
      <img src={current ? `${BASE_PATH}${current}` : src} alt={alt} draggable={false} data-drag-handle />
      {caption && <figcaption>{caption}</figcaption>}
      <button type="button" className={styles.edit} contentEditable={false} onClick={edit}>
        {t("edit")}
        <span className={styles.hidden}> {alt || t("noAlt")}</span>
      </button>
    </NodeViewWrapper>
  );
}
