import { wholeNumberSetting } from "@/lib/env";
import { UNKNOWN_IP } from "@/lib/auth/client-ip";

/**
 * How many event streams one server holds open. Each costs memory and a file descriptor for as long
 * as its page stays open, so one client address gets a few (a visitor opens one per tab), and the
 * server a total it can carry; a stream beyond either is refused at once, before it holds anything.
 */
export interface StreamLimits {
  /** Streams per client address at once; 0 lifts this limit. */
  perAddress: number;
  /** Streams of this server at once, all addresses together; 0 lifts this limit. */
  total: number;
}

export const DEFAULT_STREAM_LIMITS: StreamLimits = { perAddress: 10, total: 1000 };

/** LIVE_STREAMS_PER_ADDRESS and LIVE_STREAMS_MAX (0: no limit). */
export function streamLimitsFromEnv(env: Record<string, string | undefined> = process.env): StreamLimits {
  const streams = { min: 0, max: 1_000_000, rule: "a whole number of event streams (0: no limit)" };
  return {
    perAddress: wholeNumberSetting(env, "LIVE_STREAMS_PER_ADDRESS", DEFAULT_STREAM_LIMITS.perAddress, streams),
    total: wholeNumberSetting(env, "LIVE_STREAMS_MAX", DEFAULT_STREAM_LIMITS.total, streams),
  };
}

/**
 * A refused stream's browser tries again after a pause (lib/live/connection.ts), as the Retry-After
 * of the answer asks: its own open tabs, or the other visitors', have to close first.
 */
export const STREAM_RETRY_AFTER_SECONDS = 30;

export type Admission =
  { admitted: true; release: () => void } | { admitted: false; reason: "address" | "server"; status: 429 | 503 };

export interface StreamAdmission {
  admit(address: string): Admission;
  /** Streams open now: in all, and of one address. */
  open(address?: string): number;
}

/**
 * Counts the open streams of each address and in all. A stream is counted from its admission until
 * its release, which runs once however often it is called (the browser leaving, the stream ending).
 * An unknown address ("unknown": no server entry in front, as under `next dev`) is not one client:
 * only the total applies to it.
 */
export function streamAdmission(limits: StreamLimits): StreamAdmission {
  const byAddress = new Map<string, number>();
  let total = 0;
  const countOf = (address: string) => byAddress.get(address) ?? 0;
  const isCountedApart = (address: string) => address !== UNKNOWN_IP && limits.perAddress > 0;

  const release = (address: string) => {
    total -= 1;
    const left = countOf(address) - 1;
    if (left > 0) byAddress.set(address, left);
    else byAddress.delete(address);
  };

  return {
    admit(address) {
      if (isCountedApart(address) && countOf(address) >= limits.perAddress)
        return { admitted: false, reason: "address", status: 429 };
      if (limits.total > 0 && total >= limits.total) return { admitted: false, reason: "server", status: 503 };
      total += 1;
      byAddress.set(address, countOf(address) + 1);
      let released = false;
      return {
        admitted: true,
        release: () => {
          if (released) return;
          released = true;
          release(address);
        },
      };
    },
    open: (address) => (address === undefined ? total : countOf(address)),
  };
}
