import { cacheTags } from "@/lib/cache-tags";
import { runEvery } from "@/lib/database/periodic";
import { wholeNumberSetting } from "@/lib/env";
import { schemaOf } from "@/lib/db";
import { Prisma, type PrismaClient } from "@/lib/generated/prisma/client";
import { heldValue } from "@/lib/live/held-value";
import { findRedirectTable } from "./queries";
import { holdRedirects, returnRedirectHits, takeRedirectHits } from "@/lib/site/redirect-table.mjs";

/**
 * Keeps this process's redirect table (lib/site/redirect-table.mjs) equal to the stored redirects: loaded at start
 * and again whenever a change names the redirects tag, from any instance (lib/live/held-value.ts).
 */
const redirects = heldValue("Redirects", cacheTags.redirects, async (client?: PrismaClient) => {
  const rows = await findRedirectTable(client);
  holdRedirects(rows);
  return rows;
});

export const followRedirects = (): Promise<() => void> => redirects.follow();
export const reloadRedirects = (client?: PrismaClient) => redirects.reload(client);

/** How often the hits counted in memory are written (REDIRECT_HITS_FLUSH_MS, 10 s by default). */
const hitsFlushMs = (env: Record<string, string | undefined> = process.env): number =>
  wholeNumberSetting(env, "REDIRECT_HITS_FLUSH_MS", 10_000, { min: 100, max: 3_600_000, rule: "100 to 3600000" });

/**
 * Writes the hits counted since the last round, one statement for all. A hit is a visit, not a change
 * of the site: it bypasses the write path (no change record, no cache expiry), like a token's last use.
 * Hits that cannot be written are kept for the next round.
 */
export async function flushRedirectHits(client: PrismaClient): Promise<void> {
  const hits = takeRedirectHits();
  if (hits.length === 0) return;
  try {
    await client.$executeRaw`
      UPDATE ${Prisma.raw(`"${schemaOf(client)}"."Redirect"`)} AS r
         SET "hits" = r."hits" + h.count, "lastHitAt" = GREATEST(COALESCE(r."lastHitAt", h.at), h.at)
        FROM unnest(${hits.map((hit) => hit.id)}::int[], ${hits.map((hit) => hit.count)}::int[],
                    ${hits.map((hit) => hit.at)}::timestamptz[]) AS h(id, count, at)
       WHERE r."id" = h.id`;
  } catch (error) {
    returnRedirectHits(hits);
    throw error;
  }
}

export function startRedirectHitCounter(client: PrismaClient): { stop(): void } {
  const loop = runEvery("Writing the redirects' hits", hitsFlushMs(), () => flushRedirectHits(client));
  return {
    stop() {
      loop.stop();
      // The last hits of a stopping server are written on its way out.
      void flushRedirectHits(client).catch((error: unknown) => console.error(error));
    },
  };
}
