import type { PrismaClient } from "@/lib/generated/prisma/client";
import { BASE_PATH } from "@/lib/site/base-path";
import { databaseStorage, originalKey } from "./storage";
import {
  CURRENT_VERSION,
  mediaVersion,
  parseVariant,
  variantPath,
  VARIANT_CONTENT_TYPES,
  type MediaAddressable,
} from "./urls";
import { ensureVariant } from "./variants";

/**
 * The library's files as the public gets them, read by anyone (they are the public site's pictures
 * and documents; the admin holds nothing else here). `/media/12/<name>` is the current original
 * (its name is the office's, any name serves it, so an address stays when a file is replaced), kept a
 * minute; `/media/12/<version>/w640.webp` a variant, kept for a year, as its version changes with
 * its bytes. An old version answers with a redirect to the current one (a page cached before a
 * replacement), never the old picture; `/media/12/current/s160.webp`, the admin's thumbnails, is the
 * current one's, kept a minute.
 */
const ORIGINAL_CACHING = "public, max-age=60, s-maxage=60";
export const VARIANT_CACHING = "public, max-age=31536000, immutable";

const ADDRESSABLE = {
  id: true,
  fileName: true,
  kind: true,
  contentType: true,
  width: true,
  height: true,
  contentHash: true,
  focalX: true,
  focalY: true,
} as const;

const notFound = () =>
  new Response("Not found", {
    status: 404,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });

export async function serveMedia(
  db: PrismaClient,
  request: Request,
  id: string,
  rest: readonly string[],
): Promise<Response> {
  if (!/^\d{1,9}$/.test(id) || rest.length < 1 || rest.length > 2) return notFound();
  const media = await db.mediaFile.findUnique({ where: { id: Number(id) }, select: ADDRESSABLE });
  if (!media) return notFound();
  return rest.length === 1 ? serveOriginal(db, request, media) : serveVariant(db, request, media, rest[0]!, rest[1]!);
}

async function serveOriginal(db: PrismaClient, request: Request, media: MediaAddressable) {
  const etag = `"${media.contentHash}"`;
  const headers = {
    "cache-control": ORIGINAL_CACHING,
    etag,
    "content-type": media.contentType,
    "content-disposition": `inline; filename*=UTF-8''${encodeURIComponent(media.fileName)}`,
  };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  const stored = await databaseStorage(db).read(originalKey(media.contentHash));
  if (!stored) return notFound();
  return bytesResponse(request, stored.bytes, headers);
}

async function serveVariant(
  db: PrismaClient,
  request: Request,
  media: MediaAddressable & { kind: string },
  version: string,
  file: string,
) {
  const variant = parseVariant(file);
  if (!variant || media.kind !== "image") return notFound();
  const current = version === CURRENT_VERSION;
  if (!current && version !== mediaVersion(media)) {
    const location = `${BASE_PATH}${variantPath(media, variant)}`;
    return new Response(null, { status: 307, headers: { location, "cache-control": ORIGINAL_CACHING } });
  }
  const etag = `"${mediaVersion(media)}-${file}"`;
  const caching = current ? ORIGINAL_CACHING : VARIANT_CACHING;
  const headers = { "cache-control": caching, etag, "content-type": VARIANT_CONTENT_TYPES[variant.format] };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  const stored = await ensureVariant(databaseStorage(db), media, variant);
  return stored ? bytesResponse(request, stored.bytes, headers) : notFound();
}

const bytesResponse = (request: Request, bytes: Buffer, headers: Record<string, string>) =>
  new Response(request.method === "HEAD" ? null : new Uint8Array(bytes), {
    status: 200,
    headers: { ...headers, "content-length": String(bytes.byteLength) },
  });
