import type { Actor } from "./actor";

/** Everything the site stores, as the write path and its change records name it. */
export type Entity = "language" | "category" | "topic" | "teamMember" | "translation" | "maintenance" | "contactMessage" | "adminUser";
/** "reorder" rewrites the order of a whole list (one change record for all its rows). */
export type WriteAction = "create" | "update" | "delete" | "link" | "unlink" | "reorder";

/**
 * The one authorization rule of writes (spec 6): administrators (and the operator's commands) may
 * write everything; a visitor may only send the firm a message.
 */
export function mayWrite(actor: Actor, entity: Entity, action: WriteAction): boolean {
  if (actor.kind === "admin" || actor.kind === "system") return true;
  return entity === "contactMessage" && action === "create";
}
