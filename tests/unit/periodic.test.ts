import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { runEvery } from "@/lib/database/periodic";

describe("runEvery", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("runs a round every interval from one interval after the start, until stopped", async () => {
    let rounds = 0;
    const loop = runEvery("Counting", 1_000, async () => void rounds++);
    await vi.advanceTimersByTimeAsync(999);
    expect(rounds).toBe(0);
    await vi.advanceTimersByTimeAsync(2_001);
    expect(rounds).toBe(3);
    loop.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(rounds).toBe(3);
  });

  it("does not start a round while the last one still runs", async () => {
    let started = 0;
    let finish = () => {};
    const loop = runEvery("Slow", 1_000, () => {
      started++;
      return new Promise<void>((resolve) => (finish = resolve));
    });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(started).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(started).toBe(2);
    loop.stop();
  });

  it("logs a failed round under its label and runs the next", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    let rounds = 0;
    const loop = runEvery("The test loop", 1_000, async () => {
      rounds++;
      if (rounds === 1) throw new Error("database away");
    });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(rounds).toBe(2);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0]![0]).toBe("The test loop failed:");
    expect(String(logged.mock.calls[0]![1])).toContain("database away");
    loop.stop();
  });
});
