import type { DbTransaction } from "@/lib/db";
import { addressesOf, type Addresses } from "./addresses";
import { dropShadowingRedirects, storeRedirect } from "./store";

/**
 * The addresses a published page had before a write and has after it: every item whose address
 * changed (a slug, a category's slug moving its topics) leaves a permanent redirect from the old one
 * to the new one, in the write's own transaction, whatever made the write (a save, a publish, the
 * scheduler, the REST API, a restore). Returns whether the stored redirects changed.
 */
export async function watchAddressMoves(
  tx: DbTransaction,
  entity: string,
  rowId: number | undefined,
): Promise<(savedId: number | string) => Promise<boolean>> {
  if (entity !== "category" && entity !== "topic") return async () => false;
  // A new item has no address yet, but may take one a redirect answered.
  const before = rowId === undefined ? new Map() : await addressesOf(tx, entity, rowId);
  return async (savedId) =>
    typeof savedId === "number" ? recordMoves(tx, before, await addressesOf(tx, entity, savedId)) : false;
}

async function recordMoves(tx: DbTransaction, before: Addresses, after: Addresses): Promise<boolean> {
  let changed = await dropShadowingRedirects(
    tx,
    [...after.values()].map((address) => address.path),
  );
  for (const [item, was] of before) {
    const now = after.get(item);
    if (!now || now.path === was.path) continue;
    const outcome = await storeRedirect(tx, { from: was.path, to: now.target, origin: "slug" });
    changed ||= "saved" in outcome;
  }
  return changed;
}
