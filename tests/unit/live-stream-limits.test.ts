import { afterEach, describe, expect, it, vi } from "vitest";
import { connectLiveEvents } from "@/lib/live/connection";
import { DEFAULT_STREAM_LIMITS, streamAdmission, streamLimitsFromEnv } from "@/lib/live/stream-admission";

describe("the event streams' limits from the environment", () => {
  it("default to 10 per client address and 1000 per server", () => {
    expect(streamLimitsFromEnv({})).toEqual({ perAddress: 10, total: 1000 });
    expect(DEFAULT_STREAM_LIMITS).toEqual(streamLimitsFromEnv({ LIVE_STREAMS_PER_ADDRESS: "" }));
    expect(streamLimitsFromEnv({ LIVE_STREAMS_PER_ADDRESS: "6", LIVE_STREAMS_MAX: "0" })).toEqual({
      perAddress: 6,
      total: 0,
    });
  });

  it.each(["-1", "2.5", "lots"])("refuse %s with a line naming the setting", (value) => {
    expect(() => streamLimitsFromEnv({ LIVE_STREAMS_MAX: value })).toThrow(
      "Invalid configuration: LIVE_STREAMS_MAX must be a whole number of event streams (0: no limit)",
    );
  });
});

describe("counting open streams", () => {
  it("admits 6 of an address and refuses the 7th; a release counts once, however often it is called", () => {
    const admission = streamAdmission({ perAddress: 6, total: 100 });
    const admitted = Array.from({ length: 6 }, () => admission.admit("203.0.113.1"));
    expect(admitted.every((each) => each.admitted)).toBe(true);
    expect(admission.admit("203.0.113.1")).toEqual({ admitted: false, reason: "address", status: 429 });
    const first = admitted[0]!;
    if (!first.admitted) throw new Error("admitted above");
    first.release();
    first.release();
    expect(admission.open("203.0.113.1")).toBe(5);
    expect(admission.open()).toBe(5);
    expect(admission.admit("203.0.113.1").admitted).toBe(true);
    expect(admission.admit("203.0.113.1").admitted).toBe(false);
  });

  it("lifts a limit set to 0", () => {
    const admission = streamAdmission({ perAddress: 0, total: 0 });
    expect(Array.from({ length: 50 }, () => admission.admit("203.0.113.2").admitted).every(Boolean)).toBe(true);
  });
});

/** An EventSource whose every connection the server refuses (a 429 or 503 ends it with an error, no event). */
class RefusedEventSource {
  static opened = 0;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    RefusedEventSource.opened += 1;
    queueMicrotask(() => this.onerror?.());
  }
  addEventListener() {}
  close() {}
}

describe("a browser whose stream is refused", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("tries again with growing pauses, up to 30 s: 15 tries in 5 minutes, never a burst", async () => {
    vi.useFakeTimers();
    vi.stubGlobal("EventSource", RefusedEventSource);
    vi.spyOn(Math, "random").mockReturnValue(0);
    RefusedEventSource.opened = 0;
    const states: string[] = [];
    const disconnect = connectLiveEvents({
      url: () => "/api/events",
      onEvent: () => undefined,
      onResync: () => undefined,
      onState: (state) => states.push(state),
    });
    await vi.advanceTimersByTimeAsync(300_000);
    disconnect();
    // 1 + 2 + 4 + 8 + 15 s, then every 30 s: 1 + 5 + 9 connections in 300 s.
    expect(RefusedEventSource.opened).toBe(15);
    expect(new Set(states)).toEqual(new Set(["reconnecting"]));
    await vi.advanceTimersByTimeAsync(300_000);
    expect(RefusedEventSource.opened).toBe(15);
  });
});
