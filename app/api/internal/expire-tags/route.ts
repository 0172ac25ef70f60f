import { refreshFromRouteHandler } from "@/lib/database/next-cache-refresh";
import { expireTagsRequestSchema, isOwnCacheRequest } from "@/lib/live/own-cache";

export const dynamic = "force-dynamic";

/** Called by this very server only (lib/live/own-cache.ts): anyone else is refused. */
export async function POST(request: Request) {
  if (!isOwnCacheRequest(request)) return new Response(null, { status: 403 });
  const parsed = expireTagsRequestSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ error: "invalid" }, { status: 400 });
  refreshFromRouteHandler.expire(parsed.data.tags);
  return new Response(null, { status: 204 });
}
