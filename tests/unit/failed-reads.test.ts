import { afterEach, describe, expect, it, vi } from "vitest";
import { getTranslationMap } from "@/lib/translations/queries";
import { heldValue, UNKNOWN_RETRY_MS } from "@/lib/live/held-value";

/**
 * Nothing made from a failed read passes for good data: the admin's translations that cannot be read
 * fail the render (instead of an empty map, which rendered the shipped texts and was kept as a good
 * page); a value held in memory that could never be read is unknown (not a default), and is read
 * again every few seconds until it is known, without waiting for a change.
 */
const { findMany } = vi.hoisted(() => ({ findMany: vi.fn() }));
vi.mock("@/lib/db", () => ({ db: { translation: { findMany } } }));
vi.mock("next/cache", () => ({ unstable_cache: (fn: () => Promise<unknown>) => fn }));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  findMany.mockReset();
});

describe("the admin's translations", () => {
  it("are the map of what the admin saved", async () => {
    findMany.mockResolvedValue([{ source: "Hızlı Bağlantılar", text: "Useful Links" }]);
    expect(await getTranslationMap("en")).toEqual({ "Hızlı Bağlantılar": "Useful Links" });
  });

  it("fail the render when they cannot be read, rather than pass for none", async () => {
    findMany.mockRejectedValue(new Error("Connection terminated unexpectedly"));
    await expect(getTranslationMap("en")).rejects.toThrow("Connection terminated");
  });
});

describe("a value held in memory", () => {
  it("is unknown until first read, and read again every few seconds until it is", async () => {
    vi.useFakeTimers();
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    let reachable = false;
    const load = vi.fn(async () => {
      if (!reachable) throw new Error("the database is away");
      return { isActive: true };
    });
    const held = heldValue(`test value ${Math.random()}`, "test-tag", load);
    const stop = await held.follow();
    expect(held.known()).toBeNull();
    await vi.advanceTimersByTimeAsync(UNKNOWN_RETRY_MS);
    expect(held.known()).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
    // Back: no change is heard of, the next try reads it.
    reachable = true;
    await vi.advanceTimersByTimeAsync(UNKNOWN_RETRY_MS);
    expect(held.known()).toEqual({ isActive: true });
    // Known: no more tries until a change or a reconnection asks.
    await vi.advanceTimersByTimeAsync(UNKNOWN_RETRY_MS * 3);
    expect(load).toHaveBeenCalledTimes(3);
    // A later failure keeps the last known value.
    reachable = false;
    expect(await held.reload()).toEqual({ isActive: true });
    stop();
  });
});
