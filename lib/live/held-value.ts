import type { PrismaClient } from "@/lib/generated/prisma/client";
import { onChange, type ChangeEvent } from "@/lib/database/change-events";

/**
 * A value the proxy needs on every request (is the site in maintenance, which languages are
 * active), held in this process's memory so that reading it costs no query and no cache lookup. It
 * is loaded at start and again whenever a change naming its cache tag is heard of (from any
 * instance, through the change listener); when the database cannot be reached, the last known value
 * stays. A value never read is unknown, not a default: it is read again every UNKNOWN_RETRY_MS until
 * it is known, so a server that started while the database was away follows the stored value within
 * seconds of its return, without waiting for a change to be heard of.
 * Kept on globalThis: the proxy and the pages are bundled apart but run in one process.
 */
export interface HeldValue<Value> {
  /** The last known value; null before the first load. */
  known(): Value | null;
  /** Reads it again; keeps the last known value when the database does not answer. */
  reload(db?: PrismaClient): Promise<Value | null>;
  /** Resolves once the value reflects every change heard so far. */
  settled(): Promise<void>;
  /** Whether a change touched it: every write of it names its tag. */
  changedBy(event: Pick<ChangeEvent, "tags">): boolean;
  /** Follows every change from now on, and loads it (the server serves once it is known). */
  follow(): Promise<() => void>;
}

type Slot<Value> = { value?: Value | null; reload?: Promise<unknown>; retrying?: NodeJS.Timeout };

/** How often a value that could never be read is tried again. */
export const UNKNOWN_RETRY_MS = 2000;

export function heldValue<Value>(
  name: string,
  tag: string,
  load: (db?: PrismaClient) => Promise<Value>,
): HeldValue<Value> {
  const holder = globalThis as typeof globalThis & { heldValues?: Record<string, Slot<unknown>> };
  const slot = ((holder.heldValues ??= {})[name] ??= {}) as Slot<Value>;
  const known = () => slot.value ?? null;
  const retryUntilKnown = () => {
    if (slot.retrying) return;
    slot.retrying = setInterval(() => void reload(), UNKNOWN_RETRY_MS);
    slot.retrying.unref();
  };
  const reload = (db?: PrismaClient): Promise<Value | null> => {
    const reading = (async () => {
      try {
        slot.value = await load(db);
        clearInterval(slot.retrying);
        slot.retrying = undefined;
      } catch (error) {
        if (known() !== null) console.error(`${name}: could not be read; keeping the last known value`, error);
        else if (!slot.retrying) {
          console.error(
            `${name}: could not be read; unknown until it can be (tried every ${UNKNOWN_RETRY_MS} ms)`,
            error,
          );
          retryUntilKnown();
        }
      }
      return known();
    })();
    slot.reload = reading;
    return reading;
  };
  const changedBy = (event: Pick<ChangeEvent, "tags">) => event.tags.includes(tag);
  return {
    known,
    reload,
    changedBy,
    async settled() {
      await slot.reload;
    },
    async follow() {
      const unsubscribe = onChange((event) => {
        if (changedBy(event)) void reload();
      });
      await reload();
      return unsubscribe;
    },
  };
}
