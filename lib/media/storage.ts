import type { DbTransaction } from "@/lib/db";
import type { PrismaClient } from "@/lib/generated/prisma/client";

/**
 * Where the library's bytes live, behind one interface: originals under their sha256, variants under
 * their name (lib/media/variants.ts). The one implementation keeps them in PostgreSQL (`MediaBlob`),
 * so the embedded start, several instances and the export need no other service; another (a bucket)
 * would implement the same four calls.
 */
export interface StoredBytes {
  bytes: Buffer;
  contentType: string;
}

export interface MediaStorage {
  read(key: string): Promise<StoredBytes | null>;
  /** Keeps the bytes under the key; a key already kept is left as it is (the same key holds the same bytes). */
  write(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  has(key: string): Promise<boolean>;
  /** Removes the keys given, and every key starting with one of `prefixes`. */
  remove(keys: readonly string[], prefixes?: readonly string[]): Promise<void>;
}

/** The key of an original: its sha256, so a file uploaded twice is kept once. */
export const originalKey = (contentHash: string) => `original:${contentHash}`;

export function databaseStorage(db: PrismaClient | DbTransaction): MediaStorage {
  return {
    async read(key) {
      const blob = await db.mediaBlob.findUnique({ where: { key }, select: { bytes: true, contentType: true } });
      // A view of the bytes the driver read, not a copy: an original may be 20 MB.
      const bytes = blob ? Buffer.from(blob.bytes.buffer, blob.bytes.byteOffset, blob.bytes.byteLength) : null;
      return blob && bytes ? { bytes, contentType: blob.contentType } : null;
    },
    async write(key, bytes, contentType) {
      await db.mediaBlob.createMany({
        data: [{ key, bytes: new Uint8Array(bytes), contentType, byteSize: bytes.byteLength }],
        skipDuplicates: true,
      });
    },
    async has(key) {
      return (await db.mediaBlob.count({ where: { key } })) > 0;
    },
    async remove(keys, prefixes = []) {
      const where = [{ key: { in: [...keys] } }, ...prefixes.map((prefix) => ({ key: { startsWith: prefix } }))];
      await db.mediaBlob.deleteMany({ where: { OR: where } });
    },
  };
}
