import type { z } from "zod";
import { cacheTags } from "@/lib/cache-tags";
import { formText } from "@/lib/admin/forms";
import { refuse, type WriteOperation } from "@/lib/database/write";
import { addressesOf } from "./addresses";
import { normalizeTarget } from "./paths";
import { storeRedirect } from "./store";

/** The field a delete dialog's optional target is sent in. */
export const DELETION_TARGET_FIELD = "redirectTo";

/** The optional target a delete dialog sends (blank: none). */
export const redirectTarget = (formData: FormData): string => formText(formData, DELETION_TARGET_FIELD);

/**
 * A category's or topic's delete that leaves its public addresses (a category's topics' too: they go
 * with it) redirecting to `target`, a path of the site or an address elsewhere, in the delete's own
 * transaction: the redirect exists exactly when the page is gone. A blank target: the delete as it is.
 * A refused target names its reason under `redirectTo` (Admin.redirects.deletion); an address a live
 * page answers again (a service's category is shown on the service's page) keeps its page, unredirected.
 */
export function deletingWithRedirect<Schema extends z.ZodType, Value>(
  operation: WriteOperation<Schema, Value>,
  target: string,
): WriteOperation<Schema, Value> {
  if (target.trim() === "") return operation;
  const to = normalizeTarget(target);
  return {
    ...operation,
    async apply(tx, data) {
      if (to === null) return refuse("invalid", { [DELETION_TARGET_FIELD]: "redirectTargetInvalid" });
      const id = operation.row?.id;
      const addresses = id === undefined ? new Map() : await addressesOf(tx, operation.entity, id);
      const applied = await operation.apply(tx, data);
      if ("refused" in applied) return applied;
      for (const { path } of addresses.values()) {
        const outcome = await storeRedirect(tx, { from: path, to, origin: "deletion" });
        if ("refused" in outcome && outcome.refused === "loop")
          return refuse("invalid", { [DELETION_TARGET_FIELD]: "redirectTargetLoop" });
      }
      return { ...applied, tags: [...applied.tags, cacheTags.redirects] };
    },
  };
}
