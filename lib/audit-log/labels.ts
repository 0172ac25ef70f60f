import { AUDIT_ACTIONS } from "./record";

/** An entry as people read it: a message key of Admin.audit.actions and its values. */
export interface AuditLabel {
  key:
    "signIn" | "signInFailed" | "passwordChange" | "tokenUse" | "export" | "maintenanceOn" | "maintenanceOff" | "write";
  entity?: string;
  verb?: string;
  method?: string;
  path?: string;
  /** The fields a write changed, when it names them. */
  fields?: string[];
}

interface LabelledEntry {
  action: string;
  entity: string;
  details: unknown;
}

const OWN_KEYS = new Set<string>([AUDIT_ACTIONS.signIn, AUDIT_ACTIONS.signInFailed, AUDIT_ACTIONS.passwordChange]);

/**
 * What an entry says happened: a sign-in, a password change, a token's request, an export; a
 * maintenance save by whether it switched the mode on or off; any other write as its entity and verb,
 * with the fields it changed.
 */
export function auditLabel({ action, entity, details }: LabelledEntry): AuditLabel {
  const facts = (details ?? {}) as {
    changedFields?: string[];
    values?: Record<string, unknown>;
    method?: string;
    path?: string;
  };
  if (OWN_KEYS.has(action)) return { key: action as AuditLabel["key"] };
  if (action === AUDIT_ACTIONS.tokenUse) return { key: "tokenUse", method: facts.method ?? "", path: facts.path ?? "" };
  if (action === AUDIT_ACTIONS.export) return { key: "export", entity };
  if (entity === "maintenance" && typeof facts.values?.isActive === "boolean")
    return { key: facts.values.isActive ? "maintenanceOn" : "maintenanceOff" };
  const fields = facts.changedFields ?? Object.keys(facts.values ?? {});
  return { key: "write", entity, verb: action, ...(fields.length > 0 ? { fields } : {}) };
}

/** A translator of Admin.audit's keys ("actions.write", "entities.topic", …). */
export type AuditTranslate = (key: string, values?: Record<string, string>) => string;

/** The label as one sentence in the admin's language: "Konu güncellendi — Değişen alanlar: slug". */
export function auditText(label: AuditLabel, t: AuditTranslate, has: (key: string) => boolean): string {
  const name = (group: string, key = "") => (has(`${group}.${key}`) ? t(`${group}.${key}`) : key);
  const values = {
    entity: name("entities", label.entity),
    verb: name("verbs", label.verb),
    method: label.method ?? "",
    path: label.path ?? "",
  };
  const text = t(`actions.${label.key}`, values);
  return label.fields ? `${text} — ${t("changedFields", { fields: label.fields.join(", ") })}` : text;
}
