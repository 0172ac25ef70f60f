import { NodeSelection } from "@tiptap/pm/state";
import { mergeAttributes, Node, ReactNodeViewRenderer } from "@tiptap/react";
import { FIGURE_ALIGNS, FIGURE_SIZES, type FigureAlign, type FigureSize } from "@/lib/text/rich-text";
import { MediaFigureView } from "./MediaFigureView";

/**
 * A library image in the body: one block the editor moves and edits whole (an atom), kept as
 * `<figure data-media-id="12" data-size="medium" data-align="center"><img src="/media/12/x.jpg"
 * alt="…"><figcaption>…</figcaption></figure>` (no figcaption when there is no caption) and read
 * back from it. The public page turns it into a responsive picture (lib/media/article.ts); the
 * sanitizer keeps exactly these attributes (lib/text/rich-text.ts).
 */
export interface MediaFigureAttributes {
  mediaId: number;
  /** The file's stable address, without the site's base path. */
  src: string;
  alt: string;
  caption: string;
  size: FigureSize;
  align: FigureAlign;
}

export interface MediaFigureStorage {
  /** Who opens a figure's dialog for the node at `position` (its edit button, or a double click): the editor's owner. */
  editListeners: Set<(position: number) => void>;
}

declare module "@tiptap/core" {
  interface Storage {
    mediaFigure: MediaFigureStorage;
  }
  interface Commands<ReturnType> {
    mediaFigure: {
      /** Inserts a library image at the selection, or replaces the selected one. */
      setMediaFigure: (attributes: MediaFigureAttributes) => ReturnType;
    };
  }
}

const oneOf = <Value extends string>(value: string | null, allowed: readonly Value[], fallback: Value): Value =>
  allowed.find((candidate) => candidate === value) ?? fallback;

export const MediaFigure = Node.create<Record<string, never>, MediaFigureStorage>({
  name: "mediaFigure",
  group: "block",
  atom: true,
  draggable: true,
  selectable: true,

  addStorage() {
    return { editListeners: new Set() };
  },

  addAttributes() {
    return {
      mediaId: {
        default: null,
        parseHTML: (element) => Number(element.getAttribute("data-media-id")) || null,
        renderHTML: (attributes) => ({ "data-media-id": String(attributes.mediaId) }),
      },
      size: {
        default: "full",
        parseHTML: (element) => oneOf(element.getAttribute("data-size"), FIGURE_SIZES, "full"),
        renderHTML: (attributes) => ({ "data-size": attributes.size }),
      },
      align: {
        default: "center",
        parseHTML: (element) => oneOf(element.getAttribute("data-align"), FIGURE_ALIGNS, "center"),
        renderHTML: (attributes) => ({ "data-align": attributes.align }),
      },
      src: {
        default: "",
        parseHTML: (element) => element.querySelector("img")?.getAttribute("src") ?? "",
        rendered: false,
      },
      alt: {
        default: "",
        parseHTML: (element) => element.querySelector("img")?.getAttribute("alt") ?? "",
        rendered: false,
      },
      caption: {
        default: "",
        parseHTML: (element) => element.querySelector("figcaption")?.textContent?.trim() ?? "",
        rendered: false,
      },
    };
  },

  parseHTML() {
    // Before the plain image's `img[src]`: the figure's image is its own, not a second node.
    return [{ tag: "figure[data-media-id]", priority: 60 }];
  },

  renderHTML({ node, HTMLAttributes }) {
    const { src, alt, caption } = node.attrs as MediaFigureAttributes;
    const image = ["img", { src, alt }] as const;
    return caption
      ? ["figure", mergeAttributes(HTMLAttributes), image, ["figcaption", {}, caption]]
      : ["figure", mergeAttributes(HTMLAttributes), image];
  },

  addCommands() {
    return {
      setMediaFigure:
        (attributes) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: attributes }),
    };
  },

  addKeyboardShortcuts() {
    return {
      // A selected figure (reached with the arrow keys) opens its dialog with Enter, as its button does.
      Enter: ({ editor }) => {
        const { selection } = editor.state;
        if (!(selection instanceof NodeSelection) || selection.node.type.name !== this.name) return false;
        for (const listener of this.storage.editListeners) listener(selection.from);
        return true;
      },
    };
  },

  addNodeView() {
    return ReactNodeViewRenderer(MediaFigureView);
  },
});
