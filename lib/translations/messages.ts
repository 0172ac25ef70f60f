/**
 * Interface strings: Turkish is the source; another language takes the database row for
 * the Turkish text, then the shipped messages file, then the Turkish text itself.
 */
export type Messages = { [key: string]: string | Messages };

export function translateMessages(
  source: Messages,
  shipped: Messages | undefined,
  overrides: Record<string, string>,
): Messages {
  const result: Messages = {};
  for (const [key, value] of Object.entries(source)) {
    const fallback = shipped?.[key];
    if (typeof value === "string") {
      result[key] = overrides[value] ?? (typeof fallback === "string" ? fallback : value);
    } else {
      result[key] = translateMessages(value, typeof fallback === "object" ? fallback : undefined, overrides);
    }
  }
  return result;
}
