import type { ReactNode } from "react";
import styles from "./AdminTable.module.css";

/**
 * An admin list: its column headings (the last, the row actions, named for screen readers only),
 * or the empty text when there are no rows. On a phone it scrolls sideways inside its frame.
 */
export function AdminTable({ columns, actions, empty, children }: { columns: string[]; actions: string; empty: string | null; children: ReactNode }) {
  if (empty !== null) return <p className={styles.empty}>{empty}</p>;
  return (
    <div className={styles.frame}>
      <table className={styles.table}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">{actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
