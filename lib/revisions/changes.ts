/**
 * The fields whose values differ between two saved states of an item (its first state: every field
 * it has). A field either state leaves out is not compared: an edit without the review fields kept
 * the stored review, and the state before it says nothing of them.
 */
export function changedFields(before: Record<string, unknown> | null, after: Record<string, unknown>): string[] {
  if (!before) return Object.keys(after);
  return Object.keys(after).filter(
    (field) => field in before && JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  );
}
