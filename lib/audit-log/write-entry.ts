import type { Actor } from "@/lib/auth/actor";
import type { RecordedRevision } from "@/lib/revisions/mutations";
import { shortFields } from "./details";
import type { AuditInput } from "./record";

interface WriteFacts {
  /** The validated input: for an entity without revisions, what the write set. */
  data: unknown;
  id: number | string;
  value: unknown;
  /** The revision the write kept, with the item's saved fields. */
  kept?: (RecordedRevision & { data: Record<string, unknown> }) | undefined;
}

/**
 * The entry of a write: with a revision, the fields it changed and their new values; else the
 * fields the write set (a maintenance switch shows `isActive`); an import's or prune's counts as
 * `counts`. An operation with its own audit action (a password change) has its input left out.
 */
export function writeEntry(
  actor: Actor,
  operation: { entity: string; action: string; audit?: { action: string } },
  facts: WriteFacts,
): AuditInput {
  return {
    actor,
    action: operation.audit?.action ?? operation.action,
    entity: operation.entity,
    entityId: String(facts.id),
    revisionId: facts.kept?.id ?? null,
    details: writeDetails(operation.audit ? { ...facts, data: {} } : facts),
  };
}

function writeDetails({ data, value, kept }: WriteFacts): Record<string, unknown> {
  if (kept) return { changedFields: kept.changedFields, values: shortFields(kept.data, kept.changedFields) };
  if (isCounts(value)) return { counts: value };
  if (!isRecord(data)) return {};
  const fields = Object.fromEntries(Object.entries(data).filter(([name]) => name !== "id"));
  return Object.keys(fields).length > 0 ? { values: shortFields(fields) } : {};
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isCounts = (value: unknown): value is Record<string, number> =>
  isRecord(value) && Object.keys(value).length > 0 && Object.values(value).every((one) => typeof one === "number");
