import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { serverMemoryEnv, YOUNG_GENERATION_FLAG } from "@/lib/site/heap.mjs";

/** The young generation's size (MB) in a Node process started with `env`, once a burst of short-lived objects has made it grow. */
function youngGenerationAfterBurst(env: NodeJS.ProcessEnv): number {
  const script = `
    const v8 = require("node:v8");
    let kept = [];
    for (let i = 0; i < 3e6; i++) { const request = { i, path: "/" + i, headers: [i, i] }; if (i % 50 === 0) kept.push(request); if (kept.length > 20000) kept = []; }
    const space = v8.getHeapSpaceStatistics().find((s) => s.space_name === "new_space");
    process.stdout.write(String(space.space_size / 1048576));`;
  return Number(execFileSync(process.execPath, ["-e", script], { env, encoding: "utf8" }));
}

describe("the server's memory settings", () => {
  it("cap the young generation at 4 MB per semi-space: a load leaves 8 MB, not Node's 32", () => {
    const { NODE_OPTIONS: _ignored, ...plain } = process.env;
    expect(youngGenerationAfterBurst(plain)).toBe(32);
    expect(youngGenerationAfterBurst({ ...plain, ...serverMemoryEnv({}) })).toBe(8);
  });

  it("set two malloc arenas and the flag, and leave room for one's own values", () => {
    expect(serverMemoryEnv({})).toEqual({ MALLOC_ARENA_MAX: "2", NODE_OPTIONS: YOUNG_GENERATION_FLAG });
    // A later flag wins in NODE_OPTIONS: one's own value of it comes after ours.
    expect(serverMemoryEnv({ MALLOC_ARENA_MAX: "4", NODE_OPTIONS: "--max-semi-space-size=16 --enable-source-maps" })).toEqual({
      MALLOC_ARENA_MAX: "4",
      NODE_OPTIONS: `${YOUNG_GENERATION_FLAG} --max-semi-space-size=16 --enable-source-maps`,
    });
    const { NODE_OPTIONS: _ignored, ...plain } = process.env;
    expect(youngGenerationAfterBurst({ ...plain, ...serverMemoryEnv({ NODE_OPTIONS: "--max-semi-space-size=16" }) })).toBe(32);
  });
});
