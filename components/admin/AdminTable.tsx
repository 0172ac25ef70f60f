import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import type { ReorderBlock } from "@/lib/admin/list-query";
import { Reorder, ReorderBody, ReorderHandle, type ReorderAction } from "./Reorder";
import styles from "./AdminTable.module.css";

/**
 * How a list may be reordered: by its rows' handles (saved by `action`), or not as shown, and why.
 * "noCategory": topics are ordered within their category, so one must be chosen first.
 */
export type TableReorder = { action: ReorderAction } | { blocked: ReorderBlock | "noCategory" };

export const canReorder = (reorder: TableReorder | undefined): reorder is { action: ReorderAction } =>
  Boolean(reorder && "action" in reorder);

/**
 * An admin list: its column headings (the last, the row actions, named for screen readers only),
 * or the empty text when there are no rows. On a phone each row is a card that wraps. With
 * `reorder`, its rows (given with `items`, in the same order) can be dragged into a new order.
 */
export async function AdminTable({
  columns,
  actions,
  empty,
  children,
  reorder,
  items = [],
  selection,
}: {
  columns: string[];
  actions: string;
  empty: string | null;
  children: ReactNode;
  reorder?: TableReorder;
  /** Each row's id and name (announced when it moves), in the rows' order. */
  items?: { id: number; label: string }[];
  /** The name of a first column of checkboxes (each row's SelectCell, for the list's bulk form). */
  selection?: string;
}) {
  if (empty !== null) return <p className={styles.empty}>{empty}</p>;
  const table = (body: ReactNode) => (
    <div className={styles.frame}>
      <table className={styles.table}>
        <thead>
          <tr>
            {selection && (
              <th scope="col">
                <span className="visually-hidden">{selection}</span>
              </th>
            )}
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
        {body}
      </table>
    </div>
  );
  if (canReorder(reorder)) {
    return (
      <Reorder items={items} action={reorder.action}>
        {table(<ReorderBody>{children}</ReorderBody>)}
      </Reorder>
    );
  }
  const t = await getTranslations("Admin.lists");
  return (
    <>
      {reorder && "blocked" in reorder && <p className={styles.note}>{t(`reorderBlocked.${reorder.blocked}`)}</p>}
      {table(<tbody>{children}</tbody>)}
    </>
  );
}

/** A row's order, with its drag handle when the list can be reordered as shown. */
export function OrderCell({ reorder, row }: { reorder: TableReorder; row: { id: number; order: number } }) {
  return (
    <td className={styles.orderCell}>
      {canReorder(reorder) && <ReorderHandle id={row.id} />}
      {row.order}
    </td>
  );
}
