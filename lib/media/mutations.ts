import { randomBytes } from "node:crypto";
import type { z } from "zod";
import { cacheTags } from "@/lib/cache-tags";
import type { DbTransaction } from "@/lib/db";
import { onRow, refuse, type Applied, type WriteOperation } from "@/lib/database/write";
import type { Prisma } from "@/lib/generated/prisma/client";
import { MEDIA_ADDRESS_COLUMNS } from "./columns";
import { withExtension } from "./limits";
import { mediaDetailsSchema, newMediaSchema, preparedFileSchema, type MediaPlacement } from "./schema";
import { databaseStorage, originalKey } from "./storage";
import { findMediaUses } from "./usage";
import { forgetUnheldVariants } from "./variants";

/**
 * The writes of the media library, as operations for the write path. A file's bytes are written
 * in the same transaction as its row (both or neither). A page reads the files it shows under each
 * one's tag, so a write expires the pages of its file alone; a new file, which no page shows yet,
 * expires none (unless it takes a place the site shows by itself, the home page's picture).
 */
export type SavedMedia = Prisma.MediaFileGetPayload<{ select: typeof MEDIA_ADDRESS_COLUMNS }>;

const MEDIA_BYTES_LOCK = 0x6d656469; // "medi": advisory-lock namespace of stored originals, by their sha256

/**
 * Files share an original when their bytes are the same: whoever writes or forgets one holds its
 * lock, so a delete never drops bytes an upload in flight (not yet visible to it) is about to use.
 */
const lockBytes = (tx: DbTransaction, contentHash: string) =>
  tx.$executeRaw`SELECT pg_advisory_xact_lock(${MEDIA_BYTES_LOCK}::int4, hashtext(${contentHash}))`;

function applied(media: SavedMedia, tags: readonly string[]): Applied<SavedMedia> {
  return { id: media.id, value: media, languages: [], tags: [...tags] };
}

const placementTags = (...placements: (string | null | undefined)[]) =>
  placements.flatMap((placement) => (placement ? [cacheTags.mediaPlacement(placement)] : []));

/** Keeps a prepared upload (lib/media/process.ts) as a new library file, with any details given. */
export function uploadMedia(input: z.input<typeof newMediaSchema>): WriteOperation<typeof newMediaSchema, SavedMedia> {
  return {
    entity: "media",
    action: "create",
    schema: newMediaSchema,
    input,
    async apply(tx, { bytes, ...file }) {
      await lockBytes(tx, file.contentHash);
      await databaseStorage(tx).write(originalKey(file.contentHash), bytes, file.contentType);
      if (file.placement) await freePlacement(tx, file.placement);
      const addressKey = randomBytes(6).toString("hex");
      const created = await tx.mediaFile.create({ data: { ...file, addressKey }, select: MEDIA_ADDRESS_COLUMNS });
      return applied(created, placementTags(file.placement));
    },
  };
}

/** Saves a file's details: its name, texts per language, decorative mark, focal point and place. */
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
    async apply(tx, { fileName, ...details }) {
      const before = await tx.mediaFile.findUniqueOrThrow({
        where: { id },
        select: { ...MEDIA_ADDRESS_COLUMNS, placement: true },
      });
      if (details.placement) await freePlacement(tx, details.placement, id);
      // The name is the office's; its extension stays the one of what the file holds.
      const data = { ...details, fileName: withExtension(fileName, before.contentType) };
      const after = await tx.mediaFile.update({ where: { id }, data, select: MEDIA_ADDRESS_COLUMNS });
      await forgetUnheldVariants(tx, before);
      const placed = details.placement === undefined ? [] : placementTags(before.placement, details.placement);
      return applied(after, [cacheTags.mediaFile(id), ...placed]);
    },
  };
}

/**
 * Puts new bytes behind a file, which keeps its id and so its addresses: every page that shows it
 * shows the new one. An image is replaced by an image and a PDF by a PDF.
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
      const before = await tx.mediaFile.findUniqueOrThrow({
        where: { id },
        select: { ...MEDIA_ADDRESS_COLUMNS, kind: true },
      });
      if (before.kind !== file.kind) return refuse("invalid", { file: "replaceKindDiffers" });
      for (const hash of [before.contentHash, file.contentHash].toSorted()) await lockBytes(tx, hash);
      await databaseStorage(tx).write(originalKey(file.contentHash), bytes, file.contentType);
      const fileName = withExtension(before.fileName, file.contentType);
      const after = await tx.mediaFile.update({
        where: { id },
        data: { ...file, fileName },
        select: MEDIA_ADDRESS_COLUMNS,
      });
      await forgetUnheldVariants(tx, before);
      return applied(after, [cacheTags.mediaFile(id)]);
    },
  };
}

/** Deletes a file nothing uses; one in use is refused as "inUse" (findMediaUses lists where). */
export function deleteMedia(id: number): WriteOperation<ReturnType<typeof onRow>["schema"], SavedMedia> {
  return {
    ...onRow("media", "delete", id),
    async apply(tx) {
      const uses = await findMediaUses(tx, id);
      if (uses.length > 0) return refuse("inUse");
      const removed = await tx.mediaFile.delete({ where: { id }, select: MEDIA_ADDRESS_COLUMNS });
      await lockBytes(tx, removed.contentHash);
      await forgetUnheldVariants(tx, removed);
      return applied(removed, [cacheTags.mediaFile(id)]);
    },
  };
}

/** A place shows one file: the one it showed before gives it up. */
async function freePlacement(tx: DbTransaction, placement: MediaPlacement, keeping?: number) {
  await tx.mediaFile.updateMany({ where: { placement, id: { not: keeping } }, data: { placement: null } });
}
