/**
 * PostgreSQL's text cannot hold U+0000: a NUL byte that reached a write would fail it as a database
 * error, with nothing to tell the writer which field. The write path refuses it first, naming the
 * field with this code, for every entity (forms and the API show it like any other refusal).
 */
export const CONTROL_CHARACTER = "controlCharacter";

const NUL = "\u0000";

function holdsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes(NUL);
  if (Array.isArray(value)) return value.some(holdsNul);
  // Bytes (an uploaded file) are not text: a NUL there is data.
  if (ArrayBuffer.isView(value)) return false;
  if (value !== null && typeof value === "object")
    return Object.entries(value).some(([key, inner]) => key.includes(NUL) || holdsNul(inner));
  return false;
}

/** Each top-level field of an input holding a NUL anywhere inside it (a form shows one message per field); null when none does. */
export function nulFieldErrors(input: unknown): Record<string, string> | null {
  // Not a record (a string, a list): the input as a whole is named.
  if (input === null || typeof input !== "object" || Array.isArray(input))
    return holdsNul(input) ? { "": CONTROL_CHARACTER } : null;
  const fields = Object.entries(input).filter(([key, value]) => key.includes(NUL) || holdsNul(value));
  return fields.length ? Object.fromEntries(fields.map(([key]) => [key, CONTROL_CHARACTER])) : null;
}
