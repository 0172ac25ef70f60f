import type { PrismaClient } from "@/lib/generated/prisma/client";
import { BASE_PATH } from "@/lib/site/base-path";
import { MEDIA_ADDRESS_COLUMNS } from "./columns";
import { databaseStorage, originalKey } from "./storage";
import {
  CURRENT_VERSION,
  parseVariant,
  VARIANT_CONTENT_TYPES,
  variantPath,
  variantVersion,
  type MediaAddressable,
} from "./urls";
import { ensureVariant } from "./variants";
import { parseFileSegment } from "./parse-address";

/**
 * The library's files as the public gets them (they are the public site's pictures and documents),
 * each at an address that names its id and its random address key: a wrong or missing key is a
 * 404, as an unknown id is, so nothing is found by counting. `/media/12-<key>/<name>` is the current
 * original (any name serves it, so an address stays when a file is replaced), kept a minute;
 * `/media/12-<key>/<version>/w640.webp` a variant, kept for a year, as its version changes with what
 * it is cut from. A variant of an older version redirects to the current one (a page cached before a
 * replacement), never serving the old picture; `…/current/s160.webp`, the admin's thumbnails, is
 * the current one's, kept a minute.
 */
const ORIGINAL_CACHING = "public, max-age=60, s-maxage=60";
const VARIANT_CACHING = "public, max-age=31536000, immutable";

const notFound = () =>
  new Response("Not found", {
    status: 404,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });

export async function serveMedia(
  db: PrismaClient,
  request: Request,
  segment: string,
  rest: readonly string[],
): Promise<Response> {
  const named = parseFileSegment(segment);
  if (!named || rest.length < 1 || rest.length > 2) return notFound();
  const media = await db.mediaFile.findUnique({
    where: { id: named.id },
    select: { ...MEDIA_ADDRESS_COLUMNS, kind: true },
  });
  if (!media || media.addressKey !== named.addressKey) return notFound();
  return rest.length === 1 ? serveOriginal(db, request, media) : serveVariant(db, request, media, rest[0]!, rest[1]!);
}

async function serveOriginal(db: PrismaClient, request: Request, media: MediaAddressable) {
  const etag = `"${media.contentHash}"`;
  const headers = {
    "cache-control": ORIGINAL_CACHING,
    etag,
    "content-type": media.contentType,
    "content-disposition": `inline; filename*=UTF-8''${rfc5987(media.fileName)}`,
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
  const currentVersion = variantVersion(media, variant);
  if (!current && version !== currentVersion) {
    const location = `${BASE_PATH}${variantPath(media, variant)}`;
    return new Response(null, { status: 307, headers: { location, "cache-control": ORIGINAL_CACHING } });
  }
  const etag = `"${currentVersion}-${file}"`;
  const caching = current ? ORIGINAL_CACHING : VARIANT_CACHING;
  const headers = { "cache-control": caching, etag, "content-type": VARIANT_CONTENT_TYPES[variant.format] };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  const stored = await ensureVariant(databaseStorage(db), media, variant);
  return stored ? bytesResponse(request, stored.bytes, headers) : notFound();
}

/** RFC 5987's percent-encoding: encodeURIComponent leaves ' ( ) * as they are. */
const rfc5987 = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);

const bytesResponse = (request: Request, bytes: Buffer, headers: Record<string, string>) =>
  // The stored bytes as they are, not a copy.
  new Response(request.method === "HEAD" ? null : (bytes as Uint8Array<ArrayBuffer>), {
    status: 200,
    headers: { ...headers, "content-length": String(bytes.byteLength) },
  });
