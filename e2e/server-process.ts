import { cpSync, rmSync } from "node:fs";
import { expect } from "@playwright/test";
import { BUILD_DIR } from "@/lib/site/build-dir";
import {
  assertPortFree,
  isPortTaken,
  startProcessGroup,
  stopProcessGroup,
  typeScriptArgs,
} from "@/scripts/process-group";
import { E2E_LISTEN_HOST } from "./constants";

/**
 * `npm start`'s script started by a test, in a process group of its own (scripts/process-group.ts):
 * stopping it stops the whole chain, and nothing is left on its port.
 */
export interface TestServer {
  output: () => string;
  stop: () => Promise<void>;
  /** SIGTERM to `npm start`'s script alone, as a container's stop sends it: its exit code once the chain is down. */
  terminate: () => Promise<number | null>;
}

export async function startServer(port: number, env: NodeJS.ProcessEnv): Promise<TestServer> {
  await assertPortFree(port);
  let text = "";
  const child = startProcessGroup(process.execPath, typeScriptArgs("scripts/serve.ts", "start"), {
    env: { ...env, PORT: String(port), LISTEN_HOST: E2E_LISTEN_HOST },
  });
  child.stdout?.on("data", (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (text += chunk.toString()));
  await expect
    .poll(() => text, { timeout: 150_000, message: `the server on ${port} never got ready` })
    .toMatch(/Ready in|started server/i);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return {
    output: () => text,
    async terminate() {
      process.kill(child.pid!, "SIGTERM");
      return exited;
    },
    async stop() {
      await stopProcessGroup(child);
      expect(await isPortTaken(port), `something still listens on port ${port} after the server was stopped`).toBe(
        false,
      );
    },
  };
}

/**
 * A copy of the build (NEXT_DIST_DIR's, .next by default) without the pages and data the e2e server
 * cached, so a test's servers never touch, nor read, the e2e server's caches.
 */
export function copyBuild(folder: string): void {
  rmSync(folder, { recursive: true, force: true });
  cpSync(BUILD_DIR, folder, { recursive: true, filter: (source) => !/[\\/](cache|route-cache)$/.test(source) });
}
