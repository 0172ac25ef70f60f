import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { serverMemoryEnv, YOUNG_GENERATION_FLAG } from "@/lib/site/heap.mjs";

/** Many short-lived objects, as requests make them, then the young generation's size in MB. */
const BURST = `
  const v8 = require("node:v8");
  let kept = [];
  for (let i = 0; i < 3e6; i++) {
    const request = { i, path: "/" + i, headers: [i, i] };
    if (i % 50 === 0) kept.push(request);
    if (kept.length > 20000) kept = [];
  }
  const young = v8.getHeapSpaceStatistics().find((space) => space.space_name === "new_space");
  process.stdout.write(String(young.space_size / 1048576));`;

function youngGenerationAfterBurst(env: NodeJS.ProcessEnv): number {
  return Number(execFileSync(process.execPath, ["-e", BURST], { env, encoding: "utf8" }));
}

const { NODE_OPTIONS: _own, ...plainEnv } = process.env;

describe("the server's memory settings", () => {
  it("cap the young generation at 4 MB per semi-space: a load leaves it at 8 MB", () => {
    expect(youngGenerationAfterBurst({ ...plainEnv, ...serverMemoryEnv({}) })).toBe(8);
    // Node's default depends on the machine's memory (16 MB per semi-space from 8 GB): larger anyway.
    expect(youngGenerationAfterBurst(plainEnv)).toBeGreaterThan(8);
  });

  it("set two malloc arenas and the flag, and leave room for one's own values", () => {
    expect(serverMemoryEnv({})).toEqual({ MALLOC_ARENA_MAX: "2", NODE_OPTIONS: YOUNG_GENERATION_FLAG });
    // A later flag wins in NODE_OPTIONS: one's own value of it comes after ours.
    expect(
      serverMemoryEnv({ MALLOC_ARENA_MAX: "4", NODE_OPTIONS: "--max-semi-space-size=16 --enable-source-maps" }),
    ).toEqual({
      MALLOC_ARENA_MAX: "4",
      NODE_OPTIONS: `${YOUNG_GENERATION_FLAG} --max-semi-space-size=16 --enable-source-maps`,
    });
    expect(
      youngGenerationAfterBurst({ ...plainEnv, ...serverMemoryEnv({ NODE_OPTIONS: "--max-semi-space-size=16" }) }),
    ).toBe(32);
  });
});
