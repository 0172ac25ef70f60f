/**
 * What the media library takes: the limits an upload is checked against, and the kinds of file it
 * keeps. The refusals' words are the admin's messages (`Admin.media.errors`), which quote these numbers.
 */

/** The largest file taken, in bytes (20 MB): a phone's photo is 3-12 MB, a scanned PDF rarely more. */
export const MEDIA_MAX_BYTES = 20 * 1024 * 1024;

/**
 * The most pixels an image may have (40 megapixels): a 12-megapixel camera's photo fits three times;
 * a small file that decodes into gigabytes of pixels (a decompression bomb) is refused from its header.
 */
export const MEDIA_MAX_PIXELS = 40_000_000;

/** Images the site serves as responsive variants; SVG is refused (it can carry scripts). */
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif", "image/gif"] as const;
export const DOCUMENT_TYPES = ["application/pdf"] as const;

export type MediaKind = "image" | "document";
export const MEDIA_KINDS: readonly MediaKind[] = ["image", "document"];

/** Why an upload was refused, as the admin's messages and the REST API's field codes name it. */
export type UploadRefusal =
  | "fileEmpty"
  | "fileTooLarge"
  | "fileTypeUnknown"
  | "fileTypeNotAllowed"
  | "svgNotAllowed"
  | "imageTooManyPixels"
  | "imageUnreadable";

/** The extension a stored file's name gets, by its real type. */
export const EXTENSION_OF: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/avif": "avif",
  "image/gif": "gif",
  "application/pdf": "pdf",
};

/** A name with the extension of the file's real type (`selin.exe` holding a JPEG is `selin.jpg`). */
export const withExtension = (name: string, contentType: string) =>
  `${name.replace(/\.[^.]*$/, "")}.${EXTENSION_OF[contentType] ?? "bin"}`;
