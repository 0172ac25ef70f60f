import type { PublishedEntity } from "@/lib/publishing/intent";
import styles from "./BulkPublish.module.css";

/**
 * The row checkboxes of a list's bulk publishing: plain inputs in the table's cells that belong to
 * the list's bulk form (by its id, the `form` attribute), so the table markup stays a table.
 */
export const ROW_FIELD = "selected";
export const ALL_FIELD = "selectAll";

export const bulkFormId = (entity: PublishedEntity): string => `bulk-publish-${entity}`;

/** A row's checkbox, named for screen readers by the row's name. */
export function SelectCell({ form, id, label }: { form: string; id: number; label: string }) {
  return (
    <td className={styles.selectCell}>
      <input type="checkbox" form={form} name={ROW_FIELD} value={id} aria-label={label} className={styles.check} />
    </td>
  );
}

/** "Select all on this page", beside the list's bulk button (visible on a phone too, where the table has no heading row). */
export function SelectAllCheckbox({ form, label }: { form: string; label: string }) {
  return (
    <label className={styles.selectAll}>
      <input type="checkbox" form={form} name={ALL_FIELD} className={styles.check} />
      {label}
    </label>
  );
}
