import { z } from "zod";
import type { DbTransaction } from "@/lib/db";
import { MAX_ROW_ID } from "./row-id";
import { refuse, type Refusal } from "./write";

/**
 * Reordering an admin list (drag and drop, or the keyboard): one write that rewrites the order of
 * the whole list, 1..n (0..n-1 for team members), in the order the admin left it.
 */
const rowIds = z.array(z.int().positive().max(MAX_ROW_ID)).max(1000);

/**
 * What a reorder sends besides its list's scope: the ids as the admin's list showed them (its view,
 * so a list changed since is refused, not overwritten) and the same ids in their new order.
 */
export const reorderFields = { loaded: rowIds, ordered: rowIds };
export interface ListReorder {
  loaded: number[];
  ordered: number[];
}

const REORDER_LOCK = 0x6f726472; // "ordr": advisory-lock namespace of the lists being reordered

export interface OrderedList {
  /** Names the list (e.g. "category:tr"): two reorders of one list run one after the other. */
  key: string;
  /** Its rows by BY_ORDER, as the site and the admin show them. */
  read(): Promise<{ id: number; order: number }[]>;
  write(id: number, order: number): Promise<unknown>;
}

const sameSequence = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);
const sorted = (ids: readonly number[]) => [...ids].sort((x, y) => x - y);

/**
 * "conflict" when the list is no longer what the admin loaded (a row added, deleted or moved by
 * someone else): nothing is written. Only rows whose order changes are written, so their versions
 * move on and an edit form opened before (which would put the old order back) is refused.
 */
export async function rewriteOrder(
  tx: DbTransaction,
  list: OrderedList,
  { loaded, ordered }: ListReorder,
  first: 0 | 1 = 1,
): Promise<Refusal | undefined> {
  // The second of two reorders made at once then reads the first one's order, and is refused.
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${REORDER_LOCK}::int4, hashtext(${list.key}))`;
  const current = await list.read();
  if (
    !sameSequence(
      current.map((row) => row.id),
      loaded,
    )
  )
    return refuse("conflict");
  if (!sameSequence(sorted(ordered), sorted(loaded))) return refuse("invalid", { ordered: "notAPermutation" });
  const was = new Map(current.map((row) => [row.id, row.order]));
  for (const [index, id] of ordered.entries()) if (was.get(id) !== first + index) await list.write(id, first + index);
  return undefined;
}
