import { readListPage, searchVariants, type ListQuery, type ListStatus } from "@/lib/admin/list-query";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { storedTexts } from "./schema";
import type { MediaKind } from "./limits";
import { MEDIA_ADMIN_COLUMNS } from "./columns";

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

const TEXT_FIELDS = ["alt", "caption"] as const;

/** Prisma's `contains` is a LIKE pattern whose wildcards it leaves as they are: a search for "%" must not match everything. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * The texts are a JSON object per language, so a text is searched by its path (`texts.en.alt`):
 * each language code of the database, each of its two texts, each spelling of the Turkish i's
 * (lib/admin/list-query.ts). `languageCodes` are every language's, active or not: a text written
 * while a language was active is still found.
 */
export function mediaWhere(
  { q, kind }: Pick<MediaListQuery, "q" | "kind">,
  languageCodes: readonly string[] = [],
): Prisma.MediaFileWhereInput {
  const text = q?.trim();
  if (!text) return kind ? { kind } : {};
  const spellings = searchVariants(text).map(likeLiteral);
  const OR: Prisma.MediaFileWhereInput[] = spellings.flatMap((spelling) => [
    { fileName: { contains: spelling, mode: "insensitive" } },
    ...languageCodes.flatMap((code) =>
      TEXT_FIELDS.map((field) => ({
        texts: { path: [code, field], string_contains: spelling, mode: "insensitive" as const },
      })),
    ),
  ]);
  return { ...(kind ? { kind } : {}), OR };
}

/** The admin library's query (lib/admin/list-query.ts): its status filter is the files' kind. */
export type MediaLibraryQuery = ListQuery<ListStatus<"mediaKind">>;

/** The kind a library query keeps, none for all. */
export const mediaKindOf = (status: ListStatus<"mediaKind">): MediaKind | undefined =>
  status === "all" ? undefined : status;

/** One page of the library, newest first, read as every admin list is (lib/admin/list-query.ts `readListPage`). */
export async function findMediaPage(db: PrismaClient, query: MediaListQuery) {
  const languages = query.q?.trim() ? await db.language.findMany({ select: { code: true } }) : [];
  const where = mediaWhere(
    query,
    languages.map(({ code }) => code),
  );
  const listQuery: MediaLibraryQuery = {
    q: query.q?.trim() ?? "",
    status: query.kind ?? "all",
    page: query.page ?? 1,
    size: query.pageSize ?? MEDIA_PAGE_SIZE,
  };
  const page = await readListPage(listQuery, {
    count: (filtered) => db.mediaFile.count({ where: filtered ? where : {} }),
    rows: ({ skip, take }) =>
      db.mediaFile.findMany({ where, orderBy: { id: "desc" }, skip, take, select: MEDIA_ADMIN_COLUMNS }),
  });
  return { ...page, rows: page.rows.map((row) => ({ ...row, texts: storedTexts(row.texts) })) };
}
export type MediaListRow = Awaited<ReturnType<typeof findMediaPage>>["rows"][number];

export async function findMediaFile(db: PrismaClient, id: number) {
  const row = await db.mediaFile.findUnique({ where: { id }, select: MEDIA_ADMIN_COLUMNS });
  return row ? { ...row, texts: storedTexts(row.texts) } : null;
}
export type MediaFileRow = NonNullable<Awaited<ReturnType<typeof findMediaFile>>>;
