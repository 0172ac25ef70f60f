import { cacheTags } from "@/lib/cache-tags";
import { onRow, refuse, type WriteOperation } from "@/lib/database/write";
import { redirectSchema } from "./schema";
import { storeRedirect, type SaveOutcome } from "./store";

/**
 * An administrator's (or a token's) redirects, through the write path. Every instance answers them
 * from memory, reloaded when a change names the redirects tag.
 */
type Saved = { id: number };

/** A stored redirect, or the form field its refusal belongs to. */
const appliedOrRefused = (outcome: SaveOutcome) => {
  if ("refused" in outcome)
    return outcome.refused === "loop"
      ? refuse("invalid", { toPath: "loop" })
      : refuse("invalid", { fromPath: "shadowsPage" });
  const { id } = outcome.saved;
  return { id, value: { id }, languages: [], tags: [cacheTags.redirects] };
};

/** A redirect typed by a person, new or (with `version`) changed unless someone saved it since. */
function savingRedirect(
  input: unknown,
  version?: { id: number; updatedAt: Date },
): WriteOperation<typeof redirectSchema, Saved> {
  return {
    entity: "redirect",
    action: version ? "update" : "create",
    schema: redirectSchema,
    input,
    row: version,
    // The only unique index is the source's.
    onUniqueViolation: () => refuse("invalid", { fromPath: "fromTaken" }),
    apply: async (tx, { fromPath, toPath }) =>
      appliedOrRefused(await storeRedirect(tx, { from: fromPath, to: toPath, origin: "manual", id: version?.id })),
  };
}

export const createRedirect = (input: unknown) => savingRedirect(input);

export const updateRedirect = (version: { id: number; updatedAt: Date }, input: unknown) =>
  savingRedirect(input, version);

export function deleteRedirect(id: number): WriteOperation<ReturnType<typeof onRow>["schema"], Saved> {
  return {
    ...onRow("redirect", "delete", id),
    async apply(tx) {
      await tx.redirect.delete({ where: { id } });
      return { id, value: { id }, languages: [], tags: [cacheTags.redirects] };
    },
  };
}
