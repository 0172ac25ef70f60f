"use client";

import type { Editor } from "@tiptap/react";
import { useTranslations } from "next-intl";
import { flushSync } from "react-dom";
import { MediaPicker, type PickableMedia } from "@/components/admin/media/MediaPicker";
import { editorMediaAction } from "@/lib/media/alt-actions";
import type { EditorMedia } from "@/lib/media/editor-media";
import { MediaDialog } from "./MediaDialog";
import type { MediaFigureAttributes } from "./media-figure";
import styles from "./EditorDialog.module.css";

export type Range = { from: number; to: number };

/**
 * Where the editor is in using the media library: choosing a file (an image to insert, or a PDF to
 * link the selection to), then, for an image, its figure's dialog; editing a figure opens the dialog
 * straight away. `failed`: the file could not be read (gone, or the session ended).
 */
export type MediaStep =
  | { kind: "pick"; purpose: "image" | "document"; range: Range }
  | { kind: "figure"; range: Range; media: EditorMedia | null; figure?: MediaFigureAttributes }
  | { kind: "failed" }
  | null;

/** The figure at `position` with the library file it names (read again: its texts may have changed). */
export async function figureStep(editor: Editor, position: number): Promise<MediaStep> {
  const node = editor.state.doc.nodeAt(position);
  if (node?.type.name !== "mediaFigure") return null;
  const figure = node.attrs as MediaFigureAttributes;
  const media = await editorMediaAction(figure.mediaId).catch(() => null);
  return { kind: "figure", range: { from: position, to: position + node.nodeSize }, media, figure };
}

export function MediaFlow({
  editor,
  step,
  languageCode,
  onStep,
}: {
  editor: Editor;
  step: MediaStep;
  languageCode: string;
  onStep: (step: MediaStep) => void;
}) {
  const t = useTranslations("Admin.editor.mediaDialog");
  // The dialog goes first (now, not on the next render): closing it gives focus back to the toolbar
  // button that opened it, and the editor takes it back after that, with the change made.
  const finish = (change?: () => void) => {
    flushSync(() => onStep(null));
    change?.();
    editor.commands.focus();
  };
  if (!step) return null;
  if (step.kind === "failed")
    return (
      <p role="alert" className={styles.error}>
        {t("readFailed")}
      </p>
    );
  if (step.kind === "pick") {
    const pick = async (item: PickableMedia) => {
      const media = await editorMediaAction(item.id).catch(() => null);
      if (!media) return onStep({ kind: "failed" });
      if (step.purpose === "image") return onStep({ kind: "figure", range: step.range, media });
      finish(() => linkDocument(editor, step.range, media));
    };
    return <MediaPicker open kind={step.purpose} languageCode={languageCode} onPick={pick} onClose={() => finish()} />;
  }
  const { range, media, figure } = step;
  return (
    <MediaDialog
      media={media}
      figure={figure}
      languageCode={languageCode}
      onApply={(attributes) =>
        finish(() => editor.chain().insertContentAt(range, { type: "mediaFigure", attrs: attributes }).run())
      }
      onRemove={figure && (() => finish(() => editor.chain().deleteRange(range).run()))}
      onClose={() => finish()}
    />
  );
}

/** Links the selection to a library document (`/media/12/sozlesme.pdf`), or inserts its name linked when nothing is selected. */
function linkDocument(editor: Editor, range: Range, media: EditorMedia) {
  const attrs = { href: media.url, target: null, rel: null };
  if (range.from !== range.to) editor.chain().setTextSelection(range).setLink(attrs).run();
  else
    editor
      .chain()
      .insertContentAt(range, { type: "text", text: media.fileName, marks: [{ type: "link", attrs }] })
      .run();
}
