/**
 * How the server stops: what the app asks to be done then (close its database connections, stop its
 * listener), kept on a global because the server entry (./server.mjs) and the app run in one
 * process but are loaded apart, and the stop itself. Plain JavaScript for the server entry.
 */

/** @import { Server, ServerResponse } from "node:http" */

const HOOKS = Symbol.for("ipsite.shutdownHooks");
/** @typedef {{ name: string, hook: () => Promise<void> | void }} ShutdownHook */
const holder = /** @type {typeof globalThis & { [HOOKS]?: ShutdownHook[] }} */ (globalThis);

/** How long a stopping server waits for requests in flight (Docker's `stop` allows 10 s before it kills). */
export const DEFAULT_SHUTDOWN_GRACE_MS = 8000;

/**
 * @param {string} name
 * @param {() => Promise<void> | void} hook
 */
export function onShutdown(name, hook) {
  (holder[HOOKS] ??= []).push({ name, hook });
}

/**
 * Runs every hook, the last registered first; one that fails does not keep the others from running.
 * @param {(line: string) => void} [log]
 */
export async function runShutdownHooks(log = console.log) {
  const hooks = [...(holder[HOOKS] ?? [])].reverse();
  for (const { name, hook } of hooks) {
    try {
      await hook();
      log(`Stopped: ${name}`);
    } catch (error) {
      console.error(`Stopping ${name} failed`, error);
    }
  }
}

/**
 * The responses `server` is still answering: what a stop waits for (set up before the server's own handler runs).
 * @param {Server} server
 */
export function trackResponsesInFlight(server) {
  /** @type {Set<ServerResponse>} */
  const inFlight = new Set();
  server.prependListener("request", (_request, response) => {
    inFlight.add(response);
    response.once("close", () => inFlight.delete(response));
  });
  return inFlight;
}

/** @param {ServerResponse} response */
const isEventStream = (response) => String(response.getHeader("content-type") ?? "").startsWith("text/event-stream");

/**
 * Closes the event streams among the responses in flight.
 * @param {Set<ServerResponse>} inFlight
 */
function closeEventStreams(inFlight) {
  for (const response of [...inFlight].filter(isEventStream)) {
    response.destroy();
    inFlight.delete(response);
  }
}

/**
 * Stops taking connections, lets the requests in flight (`inFlight`: their responses) finish (an
 * event stream never would: it is closed, and its browser reconnects, to another instance behind a
 * load balancer), then runs the shutdown hooks (the app closes its database connections). A request
 * still running after the grace period is cut off.
 * @param {Server} server
 * @param {Set<ServerResponse>} inFlight
 * @param {{ grace?: number, log?: (line: string) => void }} [options]
 */
export async function stopGracefully(
  server,
  inFlight,
  { grace = Number(process.env.SHUTDOWN_GRACE_MS) || DEFAULT_SHUTDOWN_GRACE_MS, log = console.log } = {},
) {
  const closed = new Promise((resolve) => server.close(resolve));
  server.closeIdleConnections();
  // The clients of the requests that finish are told not to send another on the same connection.
  for (const response of inFlight) if (!response.headersSent) response.setHeader("connection", "close");
  // Every response seen during the stop: a connection busy at its start can still bring a request.
  /** @type {Set<ServerResponse>} */
  const seen = new Set();
  const deadline = Date.now() + grace;
  do {
    for (const response of inFlight) seen.add(response);
    // Checked again while waiting: a stream whose request had arrived but not its answer opens during the stop.
    closeEventStreams(inFlight);
    if (inFlight.size === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  } while (Date.now() < deadline);
  const cutOff = inFlight.size;
  // Keep-alive connections would hold the server open until they time out.
  server.closeAllConnections();
  await closed;
  await runShutdownHooks(log);
  const finished = [...seen].filter((response) => response.writableFinished).length;
  log(`Stopped: ${finished} request(s) in flight finished${cutOff ? `, ${cutOff} cut off after ${grace} ms` : ""}.`);
}
