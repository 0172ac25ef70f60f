import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * The columns of a library file each reader selects, each set once: what its addresses need, what
 * a public page shows, and what the admin and the REST API show. A module without Next's imports:
 * the mutations, the seed and the scripts use it too.
 */
export const MEDIA_ADDRESS_COLUMNS = {
  id: true,
  addressKey: true,
  fileName: true,
  contentType: true,
  width: true,
  height: true,
  contentHash: true,
  focalX: true,
  focalY: true,
} as const satisfies Prisma.MediaFileSelect;

export const MEDIA_PUBLIC_COLUMNS = {
  ...MEDIA_ADDRESS_COLUMNS,
  kind: true,
  decorative: true,
  texts: true,
} as const satisfies Prisma.MediaFileSelect;

export const MEDIA_ADMIN_COLUMNS = {
  ...MEDIA_PUBLIC_COLUMNS,
  byteSize: true,
  placement: true,
  createdAt: true,
  updatedAt: true,
} as const satisfies Prisma.MediaFileSelect;
