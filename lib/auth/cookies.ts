/** The first of these cookies a Cookie header carries (names in order of preference), as sent. */
export function cookieValue(cookieHeader: string | null | undefined, names: readonly string[]): string | undefined {
  const cookies = new Map<string, string>();
  for (const pair of (cookieHeader ?? "").split(";")) {
    const at = pair.indexOf("=");
    if (at > 0) cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
  return names.map((name) => cookies.get(name)).find(Boolean);
}
