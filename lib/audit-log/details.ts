/**
 * What an audit entry keeps of a change: the changed fields and their new values, short enough that
 * the log stays readable and small. Long text is cut; a rich body (an object or a long list) is only
 * "changed"; a password never appears.
 */
export const DETAIL_TEXT_LIMIT = 200;
const LIST_LIMIT = 20;
export const CHANGED = "changed";
const SECRET_FIELDS = /password|secret|token|hash/i;
/** A rich text body is long HTML that nobody reads in a log line: its revision holds it. */
const RICH_FIELDS = /body|html/i;

export type DetailValue = string | number | boolean | null | DetailValue[];

export function shortValue(value: unknown): DetailValue {
  if (value === null || value === undefined) return null;
  if (typeof value === "string")
    return value.length > DETAIL_TEXT_LIMIT ? `${value.slice(0, DETAIL_TEXT_LIMIT)}…` : value;
  if (typeof value === "number" || typeof value === "boolean") return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value) && value.length <= LIST_LIMIT && value.every(isScalar))
    return value.map((item) => shortValue(item));
  return CHANGED;
}

const isScalar = (value: unknown) => value === null || ["string", "number", "boolean"].includes(typeof value);

/** The named fields of `values`, shortened; a secret field or a rich body only as "changed". */
export function shortFields(
  values: Record<string, unknown>,
  fields = Object.keys(values),
): Record<string, DetailValue> {
  const result: Record<string, DetailValue> = {};
  for (const field of fields) {
    if (!(field in values)) continue;
    result[field] = SECRET_FIELDS.test(field) || RICH_FIELDS.test(field) ? CHANGED : shortValue(values[field]);
  }
  return result;
}
