"use client";

import { EditorContent, useEditor, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import TextAlign from "@tiptap/extension-text-align";
import { Color, TextStyle } from "@tiptap/extension-text-style";
import Image from "@tiptap/extension-image";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { isAllowedImage, isAllowedLink, UNDO_HISTORY } from "@/lib/text/editor-urls";
import styles from "./RichTextEditor.module.css";

/**
 * The topic body editor (Tiptap), admin only: its toolbar is spec 5's (headings 1-3, bold, italic,
 * underline, strike, lists, indent, link, image, alignment, colour, clear). The HTML goes to the
 * form in a hidden field; the server sanitizes it again on save.
 */
export function RichTextEditor({ name, initialHtml, labelledBy, describedBy }: { name: string; initialHtml: string; labelledBy: string; describedBy?: string }) {
  const [html, setHtml] = useState(initialHtml);
  const attributes: Record<string, string> = { class: styles.content ?? "", role: "textbox", "aria-multiline": "true", "aria-labelledby": labelledBy };
  if (describedBy) attributes["aria-describedby"] = describedBy;
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        undoRedo: UNDO_HISTORY,
        link: { openOnClick: false, autolink: true, protocols: ["mailto", "tel"], isAllowedUri: (url) => isAllowedLink(url) },
      }),
      TextStyle,
      Color,
      TextAlign.configure({ types: ["heading", "paragraph"] }),
      Image.configure({ allowBase64: true }),
    ],
    content: initialHtml,
    editorProps: { attributes },
    onUpdate: ({ editor: current }) => setHtml(current.isEmpty ? "" : current.getHTML()),
  });
  return (
    <div className={styles.editor}>
      {editor && <Toolbar editor={editor} />}
      <EditorContent editor={editor} />
      <input type="hidden" name={name} value={html} />
    </div>
  );
}

// Drawn rather than emoji, which a machine without an emoji font shows as empty boxes.
const ICON = { width: 16, height: 16, viewBox: "0 0 24 24", fill: "none", stroke: "currentColor", strokeWidth: 2, strokeLinecap: "round", strokeLinejoin: "round", "aria-hidden": true } as const;
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

function Toolbar({ editor }: { editor: Editor }) {
  const t = useTranslations("Admin.editor");
  const chain = () => editor.chain().focus();
  const button = (label: string, text: ReactNode, run: () => void, active = false) => (
    <button type="button" aria-label={label} title={label} aria-pressed={active} onClick={run} onMouseDown={(event) => event.preventDefault()}>
      {text}
    </button>
  );
  const addLink = () => {
    const url = window.prompt(t("linkPrompt"), editor.getAttributes("link").href ?? "https://");
    if (url === null) return;
    if (url.trim() === "") return void chain().unsetLink().run();
    if (!isAllowedLink(url)) return window.alert(t("linkInvalid"));
    chain().extendMarkRange("link").setLink({ href: url.trim() }).run();
  };
  const addImage = () => {
    const url = window.prompt(t("imagePrompt"), "https://");
    if (!url) return;
    if (!isAllowedImage(url)) return window.alert(t("imageInvalid"));
    const alt = window.prompt(t("imageAltPrompt"), "") ?? "";
    chain().setImage({ src: url.trim(), alt }).run();
  };
  return (
    <div role="toolbar" aria-label={t("toolbar")} className={styles.toolbar}>
      {([1, 2, 3] as const).map((level) => button(t("heading", { level }), `H${level}`, () => chain().toggleHeading({ level }).run(), editor.isActive("heading", { level })))}
      {button(t("bold"), "B", () => chain().toggleBold().run(), editor.isActive("bold"))}
      {button(t("italic"), "I", () => chain().toggleItalic().run(), editor.isActive("italic"))}
      {button(t("underline"), "U", () => chain().toggleUnderline().run(), editor.isActive("underline"))}
      {button(t("strike"), "S", () => chain().toggleStrike().run(), editor.isActive("strike"))}
      {button(t("bulletList"), "•", () => chain().toggleBulletList().run(), editor.isActive("bulletList"))}
      {button(t("orderedList"), "1.", () => chain().toggleOrderedList().run(), editor.isActive("orderedList"))}
      {button(t("indent"), "→", () => chain().sinkListItem("listItem").run())}
      {button(t("outdent"), "←", () => chain().liftListItem("listItem").run())}
      {button(t("link"), LINK_ICON, addLink, editor.isActive("link"))}
      {button(t("image"), IMAGE_ICON, addImage)}
      {(["left", "center", "right", "justify"] as const).map((align) =>
        button(t(`align.${align}`), { left: "⇤", center: "↔", right: "⇥", justify: "≡" }[align], () => chain().setTextAlign(align).run(), editor.isActive({ textAlign: align })),
      )}
      <label className={styles.color}>
        <span className="visually-hidden">{t("color")}</span>
        <input type="color" onChange={(event) => chain().setColor(event.target.value).run()} />
      </label>
      {button(t("clear"), "⌫", () => chain().unsetAllMarks().clearNodes().run())}
      {button(t("undo"), "↶", () => chain().undo().run())}
      {button(t("redo"), "↷", () => chain().redo().run())}
    </div>
  );
}
