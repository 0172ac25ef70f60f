"use server";

import { getAdminSession } from "@/lib/auth/session";
import { isRowId } from "@/lib/database/row-id";
import { db } from "@/lib/db";
import { MEDIA_KINDS, type MediaKind } from "./limits";
import { findMediaFile, findMediaPage, type MediaListRow } from "./queries";
import type { MediaTexts } from "./schema";
import { stableMediaPath, variantPath, type MediaAddressable } from "./urls";

/**
 * The library as a picker shows it (components/admin/media/MediaPicker.tsx: the team form's portrait,
 * the editor's image and document): a page of files as plain JSON, newest first. Addresses are the
 * site's paths without its base path, as content stores them.
 */
export interface PickableMedia extends MediaAddressable {
  kind: MediaKind;
  /** The stable address content stores (`/media/12/selin.jpg`), the same after a replacement. */
  url: string;
  /** A 160 px square WebP around the focal point; null for a document. */
  thumbnail: string | null;
  decorative: boolean;
  texts: MediaTexts;
}

export interface PickableMediaPage {
  items: PickableMedia[];
  page: number;
  pages: number;
  total: number;
}

export type PickableMediaResult = ({ ok: true } & PickableMediaPage) | { ok: false; error: "unauthorized" | "failed" };

export interface PickableMediaQuery {
  q?: string;
  kind?: MediaKind;
  page?: number;
}

/** One page of the library for the signed-in administrator; arguments are read defensively (an action is public). */
export async function pickableMedia(query: PickableMediaQuery): Promise<PickableMediaResult> {
  if (!(await getAdminSession())) return { ok: false, error: "unauthorized" };
  const { q, kind, page } = (typeof query === "object" && query) || {};
  try {
    const found = await findMediaPage(db, {
      q: typeof q === "string" ? q.slice(0, 200) : undefined,
      kind: MEDIA_KINDS.includes(kind as MediaKind) ? kind : undefined,
      page: Number.isInteger(page) ? page : 1,
      pageSize: 18,
    });
    return {
      ok: true,
      items: found.rows.map(pickable),
      page: found.page,
      pages: found.pages,
      total: found.total,
    };
  } catch {
    return { ok: false, error: "failed" };
  }
}

/** One file by id (a form showing the file its field names), or null when it is not in the library (any more). */
export async function pickableMediaById(id: number): Promise<PickableMedia | null> {
  if (!isRowId(id) || !(await getAdminSession())) return null;
  const row = await findMediaFile(db, id);
  return row && pickable(row);
}

function pickable(row: MediaListRow): PickableMedia {
  const kind: MediaKind = row.kind === "document" ? "document" : "image";
  return {
    id: row.id,
    addressKey: row.addressKey,
    fileName: row.fileName,
    kind,
    contentType: row.contentType,
    width: row.width,
    height: row.height,
    contentHash: row.contentHash,
    focalX: row.focalX,
    focalY: row.focalY,
    url: stableMediaPath(row),
    thumbnail: kind === "image" ? variantPath(row, { name: "s160", format: "webp" }) : null,
    decorative: row.decorative,
    texts: row.texts,
  };
}
