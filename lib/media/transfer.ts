import { createHash } from "node:crypto";
import type { z } from "zod";
import type { DbTransaction } from "@/lib/db";
import type { exportedMediaSchema } from "@/lib/site-data/items";
import { storedTexts } from "./schema";
import { databaseStorage, originalKey } from "./storage";

/**
 * The media library in the export file: each file's row with its original's bytes in base64, read
 * in the export's snapshot, and written back on import with its id; variants are made again.
 */
type ExportedMedia = z.output<typeof exportedMediaSchema>;

export async function exportedMedia(tx: DbTransaction): Promise<z.input<typeof exportedMediaSchema>[]> {
  const files = await tx.mediaFile.findMany({ orderBy: { id: "asc" }, omit: { createdAt: true, updatedAt: true } });
  const exported = [];
  for (const { texts, ...file } of files) {
    const original = await databaseStorage(tx).read(originalKey(file.contentHash));
    if (!original) throw new Error(`The stored bytes of media file ${file.id} are missing`);
    exported.push({ ...file, texts: storedTexts(texts), data: original.bytes.toString("base64") } as const);
  }
  return exported as z.input<typeof exportedMediaSchema>[];
}

/** Why a file's data is refused on import, or undefined: its bytes must be what its hash says. */
export function mediaDataProblem(file: { data: string; contentHash: string; byteSize: number }): string | undefined {
  const bytes = Buffer.from(file.data, "base64");
  if (bytes.byteLength !== file.byteSize)
    return `the data holds ${bytes.byteLength} bytes, byteSize says ${file.byteSize}`;
  const hash = createHash("sha256").update(bytes).digest("hex");
  return hash === file.contentHash ? undefined : "the data's sha256 is not its contentHash";
}

export async function insertMedia(tx: DbTransaction, files: readonly ExportedMedia[]) {
  const storage = databaseStorage(tx);
  for (const { data, ...file } of files) {
    await storage.write(originalKey(file.contentHash), Buffer.from(data, "base64"), file.contentType);
    await tx.mediaFile.create({ data: file });
  }
}
