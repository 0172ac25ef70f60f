/** A session is valid 24 hours (86400000 ms) from login, not from last use. */
export const SESSION_MAX_AGE_MS = 86_400_000;

export function isSessionExpired(loginAt: number | undefined, now = Date.now()): boolean {
  return typeof loginAt !== "number" || now - loginAt >= SESSION_MAX_AGE_MS || loginAt > now;
}
