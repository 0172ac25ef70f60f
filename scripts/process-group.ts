import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import net from "node:net";

/**
 * Servers started by scripts and tests run in a process group of their own and are stopped with
 * the whole group: `npm start` is a chain (npm → serve.ts → next-server), and stopping only
 * its first process leaves the rest running, still answering on the port.
 */

/**
 * Node's arguments to run a TypeScript script in one process, tsx loaded as a module hook. Not
 * through tsx's command line: it runs the script in a child and, on SIGTERM, waits 30 ms for that
 * child to say it got the signal, then SIGKILLs it and exits with 143; on a loaded machine a
 * stopping server's serve.ts was killed so, before it could stop the server it had started, which
 * kept running without a parent.
 */
export const typeScriptArgs = (script: string, ...args: string[]): string[] => ["--import", "tsx", script, ...args];

/** Whether something already listens on the port (connects on 127.0.0.1, or the port cannot be bound). */
export async function isPortTaken(port: number): Promise<boolean> {
  const accepts = await new Promise<boolean>((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
  if (accepts) return true;
  return new Promise<boolean>((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(true));
    probe.listen(port, () => probe.close(() => resolve(false)));
  });
}

/** A port nothing listens on now (the system picks it). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => probe.once("error", reject).listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Throws, naming the port, when it is taken: a test must never talk to a server left over from another run. */
export async function assertPortFree(port: number): Promise<void> {
  if (await isPortTaken(port)) {
    throw new Error(
      `Port ${port} is already in use (see \`ss -ltnp 'sport = :${port}'\`): stop what listens there before starting a server on it.`,
    );
  }
}

/** Starts a command as the leader of a new process group (its id is the child's pid). */
export function startProcessGroup(command: string, args: string[], options: SpawnOptions = {}): ChildProcess {
  return spawn(command, args, { ...options, detached: true });
}

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch {
    // The group is gone already.
  }
}

async function groupGone(pgid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (groupAlive(pgid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

/**
 * Sends the signal to every process of the child's group and waits until none is left; whatever
 * still runs after `timeoutMs` is killed.
 */
export async function stopProcessGroup(
  child: ChildProcess,
  { signal = "SIGTERM", timeoutMs = 15_000 }: { signal?: NodeJS.Signals; timeoutMs?: number } = {},
): Promise<void> {
  const pgid = child.pid;
  if (pgid === undefined) return;
  const exited =
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((resolve) => child.once("exit", () => resolve()));
  signalGroup(pgid, signal);
  if (!(await groupGone(pgid, timeoutMs))) {
    signalGroup(pgid, "SIGKILL");
    await groupGone(pgid, 5_000);
  }
  await exited;
}
