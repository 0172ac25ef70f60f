"use client";

import { EditorContent, useEditor, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import TextAlign from "@tiptap/extension-text-align";
import { Color, TextStyle } from "@tiptap/extension-text-style";
import Image from "@tiptap/extension-image";
import { NodeSelection } from "@tiptap/pm/state";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { isAllowedLink, UNDO_HISTORY } from "@/lib/text/editor-urls";
import { paletteColorName, TEXT_COLORS } from "@/lib/text/palette";
import { ImageDialog } from "./editor/ImageDialog";
import { LinkDialog, type LinkDraft } from "./editor/LinkDialog";
import { MediaFigure } from "./editor/media-figure";
import { figureStep, MediaFlow, type MediaStep, type Range } from "./editor/MediaFlow";
import styles from "./RichTextEditor.module.css";

/**
 * The topic body editor (Tiptap), admin only: its toolbar is a fixed set (headings 1-3, bold, italic,
 * underline, strike, lists, indent, link, image, a library PDF, alignment, the palette's colours,
 * clear). An image comes from the media library (a figure with size, alignment and caption) or an
 * address. The HTML goes to the form in a hidden field; the server sanitizes it again on save. Back
 * to what it loaded, the field holds the loaded HTML again (the editor writes it its own way), so
 * the form is not dirty.
 */
export function RichTextEditor({
  name,
  initialHtml,
  languageCode,
  labelledBy,
  describedBy,
  limit,
}: {
  name: string;
  initialHtml: string;
  /** The content's language: a library image needs its alt text there. */
  languageCode: string;
  labelledBy: string;
  describedBy?: string;
  /** The schema's longest HTML, and what to say (with how many characters too many) once it is passed. */
  limit?: { length: number; message: (excess: number) => string };
}) {
  const [html, setHtml] = useState(initialHtml);
  const excess = limit ? html.length - limit.length : 0;
  const limitId = `${name}-limit`;
  const loaded = useRef<string | null>(null);
  const [mediaStep, setMediaStep] = useState<MediaStep>(null);
  const attributes: Record<string, string> = {
    class: styles.content ?? "",
    role: "textbox",
    "aria-multiline": "true",
    "aria-labelledby": labelledBy,
  };
  const describedByIds = [describedBy, excess > 0 ? limitId : undefined].filter(Boolean).join(" ");
  if (describedByIds) attributes["aria-describedby"] = describedByIds;
  if (excess > 0) attributes["aria-invalid"] = "true";
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        undoRedo: UNDO_HISTORY,
        // A new link opens in the same tab unless its dialog says otherwise (Tiptap's default is a new one).
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ["mailto", "tel"],
          isAllowedUri: (url) => isAllowedLink(url),
          HTMLAttributes: { target: null, rel: null },
        },
      }),
      TextStyle,
      Color,
      TextAlign.configure({ types: ["heading", "paragraph"] }),
      Image.configure({ allowBase64: true }),
      MediaFigure,
    ],
    content: initialHtml,
    editorProps: { attributes },
    onCreate: ({ editor: current }) => {
      loaded.current = current.isEmpty ? "" : current.getHTML();
    },
    onUpdate: ({ editor: current }) => {
      const now = current.isEmpty ? "" : current.getHTML();
      setHtml(now === loaded.current ? initialHtml : now);
    },
  });
  useEffect(() => {
    // A figure's edit button asks its extension, which this editor answers.
    if (!editor) return;
    const listeners = editor.storage.mediaFigure.editListeners;
    const edit = (position: number) => void figureStep(editor, position).then(setMediaStep);
    listeners.add(edit);
    return () => void listeners.delete(edit);
  }, [editor]);
  return (
    <div className={styles.editor}>
      {editor && <Toolbar editor={editor} onMedia={setMediaStep} />}
      <EditorContent editor={editor} />
      {editor && <MediaFlow editor={editor} step={mediaStep} languageCode={languageCode} onStep={setMediaStep} />}
      <input type="hidden" name={name} value={html} />
      {limit && excess > 0 && (
        <p id={limitId} className={styles.overLimit} role="alert">
          {limit.message(excess)}
        </p>
      )}
    </div>
  );
}

// Drawn rather than emoji, which a machine without an emoji font shows as empty boxes.
const ICON = {
  width: 16,
  height: 16,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  "aria-hidden": true,
} as const;
const LINK_ICON = (
  <svg {...ICON}>
    <path d="M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1" />
    <path d="M14 10a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1" />
  </svg>
);
const IMAGE_ICON = (
  <svg {...ICON}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="2" />
    <path d="m21 17-5-5-9 8" />
  </svg>
);

const PDF_ICON = (
  <svg {...ICON}>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5" />
    <path d="M9 13h6M9 17h4" />
  </svg>
);

type Open =
  { kind: "link"; range: Range; draft: LinkDraft; existing: boolean } | { kind: "image"; range: Range } | null;

function Toolbar({ editor, onMedia }: { editor: Editor; onMedia: (step: MediaStep) => void }) {
  const t = useTranslations("Admin.editor");
  const colors = useTranslations("Admin.editing.colors");
  const [open, setOpen] = useState<Open>(null);
  const currentColor = paletteColorName(editor.getAttributes("textStyle").color);
  const chain = () => editor.chain().focus();
  const button = (label: string, text: ReactNode, run: () => void, active = false) => (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active}
      onClick={run}
      onMouseDown={(event) => event.preventDefault()}
    >
      {text}
    </button>
  );
  // Where an image goes: the selection, or just after a selected image (inserting another must not replace it).
  const selection = (): Range => {
    const { from, to } = editor.state.selection;
    return editor.state.selection instanceof NodeSelection ? { from: to, to } : { from, to };
  };
  // A dialog goes now, not on the next render: closing gives focus back to the toolbar button that
  // opened it, and the editor takes it back after that.
  const shut = () => flushSync(() => setOpen(null));
  const close = () => {
    shut();
    editor.commands.focus();
  };
  const openLink = () => {
    // The whole link when the cursor is in one, else the selection.
    chain().extendMarkRange("link").run();
    const { from, to } = editor.state.selection;
    const link = editor.getAttributes("link");
    const text = editor.state.doc.textBetween(from, to, " ");
    setOpen({
      kind: "link",
      range: { from, to },
      existing: Boolean(link.href),
      draft: { href: link.href ?? "https://", text, newTab: link.target === "_blank" },
    });
  };
  const applyLink = (range: Range, { href, text, newTab }: LinkDraft) => {
    const attrs = { href, target: newTab ? "_blank" : null, rel: newTab ? "noopener noreferrer" : null };
    const selected = editor.state.doc.textBetween(range.from, range.to, " ");
    shut();
    if (range.from !== range.to && text === selected) chain().setTextSelection(range).setLink(attrs).run();
    else
      chain()
        .insertContentAt(range, { type: "text", text, marks: [{ type: "link", attrs }] })
        .run();
  };
  return (
    <div role="toolbar" aria-label={t("toolbar")} className={styles.toolbar}>
      {([1, 2, 3] as const).map((level) =>
        button(
          t("heading", { level }),
          `H${level}`,
          () => chain().toggleHeading({ level }).run(),
          editor.isActive("heading", { level }),
        ),
      )}
      {button(t("bold"), "B", () => chain().toggleBold().run(), editor.isActive("bold"))}
      {button(t("italic"), "I", () => chain().toggleItalic().run(), editor.isActive("italic"))}
      {button(t("underline"), "U", () => chain().toggleUnderline().run(), editor.isActive("underline"))}
      {button(t("strike"), "S", () => chain().toggleStrike().run(), editor.isActive("strike"))}
      {button(t("bulletList"), "•", () => chain().toggleBulletList().run(), editor.isActive("bulletList"))}
      {button(t("orderedList"), "1.", () => chain().toggleOrderedList().run(), editor.isActive("orderedList"))}
      {button(t("indent"), "→", () => chain().sinkListItem("listItem").run())}
      {button(t("outdent"), "←", () => chain().liftListItem("listItem").run())}
      {button(t("link"), LINK_ICON, openLink, editor.isActive("link"))}
      {button(t("image"), IMAGE_ICON, () => setOpen({ kind: "image", range: selection() }))}
      {button(t("pdf"), PDF_ICON, () => onMedia({ kind: "pick", purpose: "document", range: selection() }))}
      {(["left", "center", "right", "justify"] as const).map((align) =>
        button(
          t(`align.${align}`),
          { left: "⇤", center: "↔", right: "⇥", justify: "≡" }[align],
          () => chain().setTextAlign(align).run(),
          editor.isActive({ textAlign: align }),
        ),
      )}
      <span role="group" aria-label={t("color")} className={styles.palette}>
        {TEXT_COLORS.map(({ name, value }) => (
          <button
            key={name}
            type="button"
            className={styles.swatch}
            aria-label={colors(name)}
            title={colors(name)}
            aria-pressed={currentColor === name}
            onClick={() => chain().setColor(value).run()}
            onMouseDown={(event) => event.preventDefault()}
          >
            <span aria-hidden="true" style={{ background: value }} />
          </button>
        ))}
        {button(colors("default"), <span aria-hidden="true" className={styles.noColor} />, () =>
          chain().unsetColor().run(),
        )}
      </span>
      {button(t("clear"), "⌫", () => chain().unsetAllMarks().clearNodes().run())}
      {button(t("undo"), "↶", () => chain().undo().run())}
      {button(t("redo"), "↷", () => chain().redo().run())}
      {open?.kind === "link" && (
        <LinkDialog
          draft={open.draft}
          existing={open.existing}
          onApply={(link) => applyLink(open.range, link)}
          onRemove={() => {
            shut();
            chain().setTextSelection(open.range).unsetLink().run();
          }}
          onClose={close}
        />
      )}
      {open?.kind === "image" && (
        <ImageDialog
          onInsert={(image) => {
            shut();
            chain().insertContentAt(open.range, { type: "image", attrs: image }).run();
          }}
          onChooseLibrary={() => {
            setOpen(null);
            onMedia({ kind: "pick", purpose: "image", range: open.range });
          }}
          onClose={close}
        />
      )}
    </div>
  );
}
