/**
 * Runs `round` every `intervalMs` until stopped, the first one interval after the start. A round
 * still running when the next is due (a slow database or mail server) is not doubled; a failed one
 * (the database away) is logged under `label` and tried again next time. The timer keeps no process
 * alive on its own.
 */
export function runEvery(label: string, intervalMs: number, round: () => Promise<unknown>): { stop(): void } {
  let busy = false;
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      await round();
    } catch (error) {
      console.error(`${label} failed:`, error);
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
