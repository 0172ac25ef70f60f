import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { storedTexts } from "./schema";
import type { MediaKind } from "./limits";

/**
 * The library as the admin browses it: newest first, searched by file name, alt text or caption,
 * filtered by kind, a page at a time.
 */
export interface MediaListQuery {
  q?: string;
  kind?: MediaKind;
  page?: number;
  pageSize?: number;
}

export const MEDIA_PAGE_SIZE = 24;

export const MEDIA_LIST_COLUMNS = {
  id: true,
  fileName: true,
  kind: true,
  contentType: true,
  byteSize: true,
  width: true,
  height: true,
  contentHash: true,
  focalX: true,
  focalY: true,
  decorative: true,
  texts: true,
  createdAt: true,
  updatedAt: true,
} as const satisfies Prisma.MediaFileSelect;

export function mediaWhere({ q, kind }: Pick<MediaListQuery, "q" | "kind">): Prisma.MediaFileWhereInput {
  const text = q?.trim();
  return {
    ...(kind ? { kind } : {}),
    ...(text
      ? {
          OR: [
            { fileName: { contains: text, mode: "insensitive" } },
            // The texts' JSON as text: any language's alt text or caption.
            { texts: { string_contains: text } },
          ],
        }
      : {}),
  };
}

export async function findMediaPage(db: PrismaClient, query: MediaListQuery) {
  const pageSize = query.pageSize ?? MEDIA_PAGE_SIZE;
  const where = mediaWhere(query);
  const total = await db.mediaFile.count({ where });
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, query.page ?? 1), pages);
  const rows = await db.mediaFile.findMany({
    where,
    orderBy: { id: "desc" },
    skip: (page - 1) * pageSize,
    take: pageSize,
    select: MEDIA_LIST_COLUMNS,
  });
  return { rows: rows.map((row) => ({ ...row, texts: storedTexts(row.texts) })), total, page, pages };
}
export type MediaListRow = Awaited<ReturnType<typeof findMediaPage>>["rows"][number];

export async function findMediaFile(db: PrismaClient, id: number) {
  const row = await db.mediaFile.findUnique({ where: { id }, select: MEDIA_LIST_COLUMNS });
  return row ? { ...row, texts: storedTexts(row.texts) } : null;
}
