import { randomBytes, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { BASE_PATH } from "@/lib/site/base-path";

/**
 * Expiring cache tags for a change this server did not make (another instance, a command): Next
 * allows `revalidateTag` only inside a request, and a LISTEN callback is not one, so the server
 * asks itself, through a route only it can call: the secret is made per process and never leaves it.
 */
export const OWN_CACHE_ROUTE = "/api/internal/expire-tags";
const SECRET_HEADER = "x-own-cache-secret";

const holder = globalThis as typeof globalThis & { ownCacheSecret?: Buffer };
const secret = (): Buffer => (holder.ownCacheSecret ??= randomBytes(32));

export function isOwnCacheRequest(request: Request): boolean {
  const given = Buffer.from(request.headers.get(SECRET_HEADER) ?? "", "hex");
  return given.length === secret().length && timingSafeEqual(given, secret());
}

export const expireTagsRequestSchema = z.object({ tags: z.array(z.string().min(1).max(200)).min(1).max(500) });

/** Where this server answers: the server entry (lib/site/server.mjs) records it before Next starts. */
function ownOrigin(): string {
  return process.env.SITE_INTERNAL_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
}

export async function expireTagsInThisServer(tags: readonly string[]): Promise<void> {
  if (tags.length === 0) return;
  const response = await fetch(`${ownOrigin()}${BASE_PATH}${OWN_CACHE_ROUTE}`, {
    method: "POST",
    headers: { "content-type": "application/json", [SECRET_HEADER]: secret().toString("hex") },
    body: JSON.stringify({ tags }),
    signal: AbortSignal.timeout(5000),
  });
  if (!response.ok) throw new Error(`expiring ${tags.join(", ")} answered ${response.status}`);
}
