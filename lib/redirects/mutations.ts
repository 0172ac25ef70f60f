import { cacheTags } from "@/lib/cache-tags";
import { onRow, refuse, type Refusal, type WriteOperation } from "@/lib/database/write";
import { redirectSchema } from "./schema";
import { storeRedirect, type SaveOutcome } from "./store";

/**
 * An administrator's (or a token's) redirects, through the write path. Every instance answers them
 * from memory, reloaded when a change names the redirects tag.
 */
type Saved = { id: number };

const refusalOf = (outcome: SaveOutcome): Refusal | null => {
  if (!("refused" in outcome)) return null;
  return outcome.refused === "loop"
    ? refuse("invalid", { toPath: "loop" })
    : refuse("invalid", { fromPath: "shadowsPage" });
};

/** The only unique index is the source's. */
const fromTaken = () => refuse("invalid", { fromPath: "fromTaken" });

export function createRedirect(input: unknown): WriteOperation<typeof redirectSchema, Saved> {
  return {
    entity: "redirect",
    action: "create",
    schema: redirectSchema,
    input,
    onUniqueViolation: fromTaken,
    async apply(tx, { fromPath, toPath }) {
      const outcome = await storeRedirect(tx, { from: fromPath, to: toPath, origin: "manual" });
      const refusal = refusalOf(outcome);
      if (refusal) return refusal;
      const { id } = (outcome as { saved: Saved }).saved;
      return { id, value: { id }, languages: [], tags: [cacheTags.redirects] };
    },
  };
}

/** Changes a redirect, unless someone saved it since `version`. */
export function updateRedirect(
  version: { id: number; updatedAt: Date },
  input: unknown,
): WriteOperation<typeof redirectSchema, Saved> {
  return {
    entity: "redirect",
    action: "update",
    schema: redirectSchema,
    input,
    row: version,
    onUniqueViolation: fromTaken,
    async apply(tx, { fromPath, toPath }) {
      const outcome = await storeRedirect(tx, { from: fromPath, to: toPath, origin: "manual", id: version.id });
      const refusal = refusalOf(outcome);
      if (refusal) return refusal;
      return { id: version.id, value: { id: version.id }, languages: [], tags: [cacheTags.redirects] };
    },
  };
}

export function deleteRedirect(id: number): WriteOperation<ReturnType<typeof onRow>["schema"], Saved> {
  return {
    ...onRow("redirect", "delete", id),
    async apply(tx) {
      await tx.redirect.delete({ where: { id } });
      return { id, value: { id }, languages: [], tags: [cacheTags.redirects] };
    },
  };
}
