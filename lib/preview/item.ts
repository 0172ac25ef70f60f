import { db } from "@/lib/db";
import { publicationState, type PublicationState } from "@/lib/publishing/state";
import { withWorkingCopy } from "@/lib/publishing/working-copy";
import type { PreviewItem } from "./cookies";

const COLUMNS = { isActive: true, draft: true, publishAt: true } as const;

/** The title of the item's working copy (a member's name), with its publication columns. */
async function readItem({ entity, id }: PreviewItem) {
  if (entity === "teamMember") {
    const member = await db.teamMember.findUnique({ where: { id }, select: { name: true, ...COLUMNS } });
    return member && { ...member, title: withWorkingCopy(member).name };
  }
  const where = { where: { id }, select: { title: true, ...COLUMNS } };
  const row = entity === "topic" ? await db.topic.findUnique(where) : await db.category.findUnique(where);
  return row && { ...row, title: withWorkingCopy(row).title };
}

/** The item a preview was opened for, as its banner names it: its working copy's title and its state. */
export async function findPreviewedItem(item: PreviewItem): Promise<{ title: string; state: PublicationState } | null> {
  const row = await readItem(item);
  return row && { title: row.title, state: publicationState(row) };
}
