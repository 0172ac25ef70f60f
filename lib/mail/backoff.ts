/**
 * The retry schedule of a mail the server did not take: 30 s after the first attempt, then twice as
 * long each time (1, 2, 4 … min) up to an hour between attempts, and given up after the 30th, about
 * 23 hours after the first: a mail server down for a night still gets the message in the morning,
 * and one that keeps refusing stops being asked within a day.
 */
export const MAX_ATTEMPTS = 30;

/** The longest wait between attempts, as a multiple of the first (30 s × 120 = 1 h). */
const CAP_FACTOR = 120;

/** The wait after the `attempts`-th failed attempt (1 → base), or null when that was the last one. */
export function retryDelayMs(attempts: number, baseMs: number): number | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  const exponent = Math.max(0, attempts - 1);
  return Math.min(baseMs * 2 ** exponent, baseMs * CAP_FACTOR);
}
