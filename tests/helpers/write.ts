import type { z } from "zod";
import { systemActor, type Actor } from "@/lib/auth/actor";
import { refreshOutsideNext, type CacheRefresh } from "@/lib/database/cache-refresh";
import { write, type WriteOperation, type WriteResult } from "@/lib/database/write";
import type { PrismaClient } from "@/lib/generated/prisma/client";

/** The actor of tests that are not about authorization. */
export const TEST_ACTOR: Actor = systemActor("test");

/** A cache refresh that records each expire call (as a server would run it: inServer true). */
export interface RecordingRefresh extends CacheRefresh {
  /** Every expire call's tags, in order. */
  calls: string[][];
  /** All tags expired so far. */
  readonly tags: string[];
  clear(): void;
}

export function recordingRefresh(onExpire?: (tags: readonly string[]) => void): RecordingRefresh {
  const calls: string[][] = [];
  return {
    inServer: true,
    calls,
    get tags() {
      return calls.flat();
    },
    expire(tags) {
      onExpire?.(tags);
      calls.push([...tags]);
    },
    clear() {
      calls.length = 0;
    },
  };
}

/** Runs an operation through the one write path on the test database. */
export function writeTo<Schema extends z.ZodType, Value>(
  db: PrismaClient,
  operation: WriteOperation<Schema, Value>,
  { actor = TEST_ACTOR, refresh = refreshOutsideNext }: { actor?: Actor | null; refresh?: CacheRefresh } = {},
): Promise<WriteResult<Value>> {
  return write(actor, operation, { refresh, db });
}

/** The value of a write that must succeed (test setup), else a failure naming the refusal. */
export async function written<Schema extends z.ZodType, Value>(
  db: PrismaClient,
  operation: WriteOperation<Schema, Value>,
  options?: { actor?: Actor | null; refresh?: CacheRefresh },
): Promise<Extract<WriteResult<Value>, { ok: true }>> {
  const result = await writeTo(db, operation, options);
  if (!result.ok)
    throw new Error(
      `setup write of a ${operation.entity} refused: ${result.error} ${JSON.stringify(result.fieldErrors)}`,
    );
  return result;
}
