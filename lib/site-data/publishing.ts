import { z } from "zod";
import { Prisma } from "@/lib/generated/prisma/client";

/**
 * The publishing state of a category, topic or team member in an export file, so that a restored
 * site keeps what was waiting: the working copy of a published item (checked as the item's own
 * fields), its first publication and its scheduled times.
 */
const MOMENT_RULE = "a time is null or an ISO 8601 date and time with its offset";
const moment = z.iso.datetime({ offset: true, message: MOMENT_RULE }).nullable().default(null);

export const publishingFields = <Copy extends z.ZodType>(workingCopy: Copy) => ({
  draft: workingCopy.nullable().default(null),
  publishedAt: moment,
  publishAt: moment,
  unpublishAt: moment,
});

interface PublishingColumns {
  draft: unknown;
  publishedAt: Date | null;
  publishAt: Date | null;
  unpublishAt: Date | null;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A row with its publishing columns as a file holds them (times as ISO text). */
export function exportedPublishing<Row extends PublishingColumns>(row: Row) {
  return {
    ...row,
    // Checked with the item's schema when the export validates what it read.
    draft: (row.draft ?? null) as never,
    publishedAt: iso(row.publishedAt),
    publishAt: iso(row.publishAt),
    unpublishAt: iso(row.unpublishAt),
  };
}

/** A file's item with its working copy as the row stores one (none: the database's null, not JSON's). */
export function storedPublishing<Item extends { draft: object | null }>(
  item: Item,
  normalize: (draft: NonNullable<Item["draft"]>) => object = (draft) => draft,
) {
  return { ...item, draft: item.draft === null ? Prisma.DbNull : (normalize(item.draft) as Prisma.InputJsonObject) };
}
