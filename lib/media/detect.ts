import { fileTypeFromBuffer } from "file-type";
import { DOCUMENT_TYPES, IMAGE_TYPES, type MediaKind, type UploadRefusal } from "./limits";

/**
 * A file's type from its bytes, never from its name or the browser's word for it: a page saved as
 * `photo.jpg` is HTML, and an executable renamed `.pdf` is still one. SVG is told apart (it is text
 * to a sniffer) so that its refusal can say why.
 */
export type Detected = { kind: MediaKind; contentType: string } | { refused: UploadRefusal };

const SVG_START = /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i;

export async function detectFileType(bytes: Uint8Array): Promise<Detected> {
  const found = await fileTypeFromBuffer(bytes);
  // An SVG with an XML declaration is XML to the sniffer: told apart by its root element all the same.
  if (found?.mime === "image/svg+xml" || ((!found || found.mime === "application/xml") && looksLikeSvg(bytes)))
    return { refused: "svgNotAllowed" };
  if (!found) return { refused: "fileTypeUnknown" };
  if ((IMAGE_TYPES as readonly string[]).includes(found.mime)) return { kind: "image", contentType: found.mime };
  if ((DOCUMENT_TYPES as readonly string[]).includes(found.mime)) return { kind: "document", contentType: found.mime };
  return { refused: "fileTypeNotAllowed" };
}

function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, "");
  return SVG_START.test(head);
}
