import { freePort, startProcessGroup, stopProcessGroup } from "./process-group";

/**
 * A redis-server of a test's own (Debian's, `apt-get install redis-server`; .ci/run installs it), on a
 * free loopback port, keeping nothing on disk unless a folder is given, stopped with its process group.
 */
export interface RedisServer {
  url: string;
  port: number;
  /** The redis-server process: a test freezes it with SIGSTOP (as a partition or a paused container looks) and thaws it with SIGCONT. */
  pid: number;
  stop(): Promise<void>;
}

/** `port` and `dir` let a test stop the server and start it again on the same address and data (a `SAVE` made before). */
export async function startRedisServer({ port, dir }: { port?: number; dir?: string } = {}): Promise<RedisServer> {
  const chosen = port ?? (await freePort());
  const args = [
    "--port",
    String(chosen),
    "--bind",
    "127.0.0.1",
    "--save",
    "",
    "--appendonly",
    "no",
    ...(dir ? ["--dir", dir] : []),
  ];
  const child = startProcessGroup("redis-server", args);
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.once("error", (error) =>
      reject(
        new Error(`redis-server could not start (${error.message}): install it, e.g. apt-get install -y redis-server`),
      ),
    );
    child.once("exit", (code) => reject(new Error(`redis-server exited (${code}) before it was ready:\n${output}`)));
    child.stdout?.on("data", () => {
      if (output.includes("Ready to accept connections")) resolve();
    });
  });
  return { url: `redis://127.0.0.1:${chosen}`, port: chosen, pid: child.pid!, stop: () => stopProcessGroup(child) };
}
