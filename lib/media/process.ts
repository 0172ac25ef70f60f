import { createHash } from "node:crypto";
import sharp, { type Metadata, type Sharp } from "sharp";
import { detectFileType } from "./detect";
import { MEDIA_MAX_BYTES, MEDIA_MAX_PIXELS, withExtension, type MediaKind, type UploadRefusal } from "./limits";

/**
 * An uploaded file made ready to keep, before any transaction: its type decided from its bytes,
 * its size and pixels checked, and an image turned upright and re-encoded without its metadata
 * (EXIF with the camera's GPS position, XMP, comments), which the office never means to publish.
 * A PDF is kept as sent.
 */
export interface PreparedFile {
  fileName: string;
  kind: MediaKind;
  contentType: string;
  byteSize: number;
  width: number | null;
  height: number | null;
  /** The sha256 of the stored bytes (hex): where storage keeps them. */
  contentHash: string;
  bytes: Buffer;
}

export type Prepared = PreparedFile | { refused: UploadRefusal };

export async function prepareUpload(bytes: Uint8Array, fileName: string): Promise<Prepared> {
  if (bytes.byteLength === 0) return { refused: "fileEmpty" };
  if (bytes.byteLength > MEDIA_MAX_BYTES) return { refused: "fileTooLarge" };
  const detected = await detectFileType(bytes);
  if ("refused" in detected) return detected;
  const stored = detected.kind === "image" ? await cleanImage(bytes, detected.contentType) : plainFile(bytes);
  if ("refused" in stored) return stored;
  return {
    fileName: storedFileName(fileName, detected.contentType),
    kind: detected.kind,
    contentType: detected.contentType,
    byteSize: stored.bytes.byteLength,
    width: stored.width,
    height: stored.height,
    contentHash: sha256(stored.bytes),
    bytes: stored.bytes,
  };
}

type Cleaned = { bytes: Buffer; width: number | null; height: number | null } | { refused: UploadRefusal };

const plainFile = (bytes: Uint8Array): Cleaned => ({ bytes: Buffer.from(bytes), width: null, height: null });

/** Decoded only once its header's size is known to be within the pixel limit. */
async function cleanImage(bytes: Uint8Array, contentType: string): Promise<Cleaned> {
  let header: Metadata;
  try {
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return { refused: "imageUnreadable" };
  }
  const { width, height } = header;
  if (!width || !height) return { refused: "imageUnreadable" };
  const frames = header.pages ?? 1;
  // An animated GIF is decoded whole, every frame below the last: the limit counts them all, as
  // sharp's decoder does. Other formats keep their first frame only.
  const animated = contentType === "image/gif" && frames > 1;
  if (width * height * (animated ? frames : 1) > MEDIA_MAX_PIXELS) return { refused: "imageTooManyPixels" };
  try {
    const image = sharp(bytes, { limitInputPixels: MEDIA_MAX_PIXELS, animated }).autoOrient();
    // No withMetadata(): sharp writes none of the input's EXIF, XMP or IPTC, and converts to sRGB.
    const { data, info } = await reencode(image, contentType).toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: animated ? (info.pageHeight ?? info.height) : info.height };
  } catch {
    return { refused: "imageUnreadable" };
  }
}

function reencode(image: Sharp, contentType: string): Sharp {
  switch (contentType) {
    case "image/png":
      return image.png();
    case "image/webp":
      return image.webp({ quality: 90 });
    case "image/avif":
      return image.avif({ quality: 70, effort: 3 });
    case "image/gif":
      return image.gif();
    default:
      return image.jpeg({ quality: 90 });
  }
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/**
 * The name the library shows: the file's own name without the folders a browser or a Windows path
 * may carry (`C:\Users\ofis\Pictures\selin.jpg` is `selin.jpg`), with the extension of its real type.
 */
export function storedFileName(name: string, contentType: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // Control characters, and the direction overrides that make "gpj.exe" read as "exe.jpg".
  const stem = base
    .replace(/[\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "")
    .replace(/\.[^.]*$/, "")
    .slice(0, 150)
    .trim();
  return withExtension(`${stem || "dosya"}.`, contentType);
}
