import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import { expect } from "@playwright/test";

/**
 * A server an end-to-end test starts itself (`npm start`'s script): in a process group of its own,
 * so stopping it stops the whole chain (tsx → serve.ts → next-server) and nothing is left on its port.
 */
export interface TestServer {
  output: () => string;
  stop: () => Promise<void>;
}

export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

export async function startServer(port: number, env: NodeJS.ProcessEnv): Promise<TestServer> {
  if (!(await portIsFree(port))) throw new Error(`Port ${port} is already taken: a server left from an earlier run? Stop it first.`);
  let text = "";
  const child: ChildProcess = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/serve.ts", "start"], { env: { ...env, PORT: String(port) }, detached: true });
  child.stdout?.on("data", (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const server = {
    output: () => text,
    async stop() {
      try {
        process.kill(-child.pid!, "SIGTERM");
      } catch {
        // Already gone.
      }
      await exited;
      await expect.poll(() => portIsFree(port), { message: `port ${port} is still taken after the server stopped` }).toBe(true);
    },
  };
  await expect.poll(() => text, { timeout: 150_000, message: `the server on ${port} never got ready` }).toMatch(/Ready in|started server/i);
  return server;
}
