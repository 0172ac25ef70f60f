import type { PublicationColumns } from "./state";

/**
 * An item as its form edits it: its live columns with its working copy (the draft of a published
 * item, its domain fields) over them. `toColumns` turns the domain's fields into the row's where they
 * differ (a team member's social links).
 */
export function withWorkingCopy<Row extends { draft: unknown }>(
  row: Row,
  toColumns: (draft: Record<string, unknown>) => object = (draft) => draft,
): Row {
  const { draft } = row;
  if (draft === null || typeof draft !== "object") return row;
  return { ...row, ...toColumns(draft as Record<string, unknown>) };
}

/** The publication columns a form shows its state from. */
export const publicationOf = (row: PublicationColumns & { unpublishAt: Date | null }): PublicationColumns => ({
  isActive: row.isActive,
  draft: row.draft,
  publishAt: row.publishAt,
  unpublishAt: row.unpublishAt,
});
