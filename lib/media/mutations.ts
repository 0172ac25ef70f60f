import type { z } from "zod";
import { cacheTags } from "@/lib/cache-tags";
import type { DbTransaction } from "@/lib/db";
import { onRow, refuse, type Applied, type WriteOperation } from "@/lib/database/write";
import { mediaDetailsSchema, newMediaSchema, preparedFileSchema, type MediaPlacement } from "./schema";
import { databaseStorage, originalKey } from "./storage";
import { findMediaUses } from "./usage";
import { variantPrefix } from "./variants";
import { EXTENSION_OF } from "./limits";

/**
 * The writes of the media library, as operations for the write path. A file's bytes are written
 * in the same transaction as its row (both or neither); every page that shows library files reads
 * them under one tag, which each write expires.
 */
export interface SavedMedia {
  id: number;
  contentHash: string;
  focalX: number;
  focalY: number;
  fileName: string;
  contentType: string;
  width: number | null;
  height: number | null;
}

const SAVED = {
  id: true,
  contentHash: true,
  focalX: true,
  focalY: true,
  fileName: true,
  contentType: true,
  width: true,
  height: true,
} as const;

const applied = (media: SavedMedia): Applied<SavedMedia> => ({
  id: media.id,
  value: media,
  languages: [],
  tags: [cacheTags.media],
});

/** Keeps a prepared upload (lib/media/process.ts) as a new library file, with any details given. */
export function uploadMedia(input: z.input<typeof newMediaSchema>): WriteOperation<typeof newMediaSchema, SavedMedia> {
  return {
    entity: "media",
    action: "create",
    schema: newMediaSchema,
    input,
    async apply(tx, { bytes, ...file }) {
      await databaseStorage(tx).write(originalKey(file.contentHash), bytes, file.contentType);
      if (file.placement) await freePlacement(tx, file.placement);
      return applied(await tx.mediaFile.create({ data: file, select: SAVED }));
    },
  };
}

/** Saves a file's details: its name, texts per language, decorative mark and focal point. */
export function updateMediaDetails(
  id: number,
  updatedAt: Date,
  input: unknown,
): WriteOperation<typeof mediaDetailsSchema, SavedMedia> {
  return {
    entity: "media",
    action: "update",
    schema: mediaDetailsSchema,
    input,
    row: { id, updatedAt },
    async apply(tx, details) {
      const before = await tx.mediaFile.findUniqueOrThrow({ where: { id }, select: SAVED });
      if (details.placement) await freePlacement(tx, details.placement, id);
      const after = await tx.mediaFile.update({ where: { id }, data: details, select: SAVED });
      await forgetVariants(tx, before, after);
      return applied(after);
    },
  };
}

/**
 * Puts new bytes behind a file, which keeps its id and so its address (`/media/12/…`): every page
 * that shows it shows the new one. An image is replaced by an image and a PDF by a PDF.
 */
export function replaceMediaFile(
  id: number,
  input: z.input<typeof preparedFileSchema>,
  updatedAt?: Date,
): WriteOperation<typeof preparedFileSchema, SavedMedia> {
  return {
    entity: "media",
    action: "update",
    schema: preparedFileSchema,
    input,
    row: { id, updatedAt },
    async apply(tx, { bytes, fileName: _newName, ...file }) {
      const before = await tx.mediaFile.findUniqueOrThrow({ where: { id }, select: { ...SAVED, kind: true } });
      if (before.kind !== file.kind) return refuse("invalid", { file: "replaceKindDiffers" });
      await databaseStorage(tx).write(originalKey(file.contentHash), bytes, file.contentType);
      // The name stays the office's, with the extension of what it now holds.
      const fileName = `${before.fileName.replace(/\.[^.]*$/, "")}.${EXTENSION_OF[file.contentType] ?? "bin"}`;
      const after = await tx.mediaFile.update({ where: { id }, data: { ...file, fileName }, select: SAVED });
      await forgetVariants(tx, before, after);
      await forgetOriginal(tx, before.contentHash);
      return applied(after);
    },
  };
}

/** Deletes a file no topic or team member uses; one in use is refused as "inUse" (findMediaUses lists where). */
export function deleteMedia(id: number): WriteOperation<ReturnType<typeof onRow>["schema"], SavedMedia> {
  return {
    ...onRow("media", "delete", id),
    async apply(tx) {
      const uses = await findMediaUses(tx, id);
      if (uses.length > 0) return refuse("inUse");
      const removed = await tx.mediaFile.delete({ where: { id }, select: SAVED });
      await forgetVariants(tx, removed, null);
      await forgetOriginal(tx, removed.contentHash);
      return applied(removed);
    },
  };
}

/** Drops the variants of a version no file has any more (a changed focal point or new bytes make a new one). */
async function forgetVariants(tx: DbTransaction, before: SavedMedia, after: SavedMedia | null) {
  const prefix = variantPrefix(before);
  if (after && variantPrefix(after) === prefix) return;
  const sharing = await tx.mediaFile.count({
    where: { contentHash: before.contentHash, focalX: before.focalX, focalY: before.focalY },
  });
  if (sharing === 0) await databaseStorage(tx).remove([], [prefix]);
}

/** Drops an original no file holds any more (the same bytes uploaded twice are kept once). */
async function forgetOriginal(tx: DbTransaction, contentHash: string) {
  const holders = await tx.mediaFile.count({ where: { contentHash } });
  if (holders === 0) await databaseStorage(tx).remove([originalKey(contentHash)]);
}

/** A place shows one file: the one it showed before gives it up. */
async function freePlacement(tx: DbTransaction, placement: MediaPlacement, keeping?: number) {
  await tx.mediaFile.updateMany({ where: { placement, id: { not: keeping } }, data: { placement: null } });
}
