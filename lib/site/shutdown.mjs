/**
 * What the app asks to be done when the server stops (close its database connections, stop its
 * listener), kept on a global because the server entry (./server.mjs) and the app run in one
 * process but are loaded apart. Plain JavaScript for the server entry.
 */
const HOOKS = Symbol.for("ipsite.shutdownHooks");

/** How long a stopping server waits for requests in flight (Docker's `stop` allows 10 s before it kills). */
export const DEFAULT_SHUTDOWN_GRACE_MS = 8000;

export function onShutdown(name, hook) {
  (globalThis[HOOKS] ??= []).push({ name, hook });
}

/** Runs every hook, the last registered first; one that fails does not keep the others from running. */
export async function runShutdownHooks(log = console.log) {
  const hooks = [...(globalThis[HOOKS] ?? [])].reverse();
  for (const { name, hook } of hooks) {
    try {
      await hook();
      log(`Stopped: ${name}`);
    } catch (error) {
      console.error(`Stopping ${name} failed`, error);
    }
  }
}
