import type { Entity } from "@/lib/database/entity-registry";
import type { Actor } from "./actor";

/** Everything the site stores, as the write path and its change records name it: the entity registry's names. */
export type { Entity };

/**
 * "reorder" rewrites the order of a whole list, "replace" a language's whole content (PUT
 * /api/content/{lang}): one change record for all their rows; "import" fills an empty site.
 */
export type WriteAction = "create" | "update" | "delete" | "link" | "unlink" | "reorder" | "replace" | "import";

/** Credentials (administrators, API tokens, preview links of unpublished items): never made with an API token. */
const CREDENTIALS: readonly Entity[] = ["adminUser", "apiToken", "previewLink"];
/** A program with a token writes items one by one; filling a whole site is the operator's (or an administrator's) act. */
const WHOLE_SITE: readonly Entity[] = ["siteData"];

/**
 * The one authorization rule of writes: administrators (and the operator's commands) may
 * write everything; an API token everything the site shows, item by item, but no credentials (a
 * leaked token must not mint others); a visitor may only send the firm a message.
 */
export function mayWrite(actor: Actor, entity: Entity, action: WriteAction): boolean {
  if (actor.kind === "admin" || actor.kind === "system") return true;
  if (actor.kind === "apiToken") return !CREDENTIALS.includes(entity) && !WHOLE_SITE.includes(entity);
  return entity === "contactMessage" && action === "create";
}
