import { spawn } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..", "..");
const TSX = path.join(ROOT, "node_modules", ".bin", "tsx");

export interface ScriptResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs one of scripts/*.ts as `npm run …` would, with the given environment on top of ours. */
export function runScript(
  script: string,
  args: string[],
  env: Record<string, string | undefined>,
  input?: string,
): Promise<ScriptResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, [path.join("scripts", script), ...args], { cwd: ROOT, env: { ...process.env, ...env } });
    let stdout = "";
    let stderr = "";
    // Decoded as a stream: a character whose UTF-8 bytes a pipe splits between two chunks stays whole.
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input ?? "");
  });
}
