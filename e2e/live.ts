import { expect, type Page } from "@playwright/test";
import { systemActor } from "@/lib/auth/actor";
import { refreshOutsideNext } from "@/lib/database/cache-refresh";
import { write, type WriteOperation, type WriteResult } from "@/lib/database/write";
import { createPrismaClient } from "@/lib/db";
import type { z } from "zod";
import { e2eDatabaseUrl } from "./admin-helpers";

/** Resolves once the page follows the live events (the server said where its stream starts). */
export async function followingLiveEvents(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-live-events", "open");
}

/** Marks the page's document: `stillSameDocument` then tells whether it was loaded again since. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { liveTestMark: boolean }).liveTestMark = true));
}
export const stillSameDocument = (page: Page): Promise<boolean> =>
  page.evaluate(() => (window as unknown as { liveTestMark?: boolean }).liveTestMark === true);

/** A write by another process than the server (as a command, the seed or a second instance writes), on the e2e database. */
export async function writeElsewhere<Schema extends z.ZodType, Value>(
  operation: WriteOperation<Schema, Value>,
): Promise<WriteResult<Value>> {
  const db = createPrismaClient(e2eDatabaseUrl());
  try {
    return await write(systemActor("e2e"), operation, { refresh: refreshOutsideNext, db });
  } finally {
    await db.$disconnect();
  }
}

/** The same, expecting it to succeed. */
export async function writtenElsewhere<Schema extends z.ZodType, Value>(
  operation: WriteOperation<Schema, Value>,
): Promise<WriteResult<Value> & { ok: true }> {
  const result = await writeElsewhere(operation);
  if (!result.ok) throw new Error(`the write was refused: ${result.error} ${JSON.stringify(result.fieldErrors)}`);
  return result;
}
