import { db } from "@/lib/db";
import { serveMedia } from "@/lib/media/serve";

export const dynamic = "force-dynamic";

/**
 * The media library's files, for everyone who has their address (lib/media/serve.ts). A fault (the
 * database away) is a 503 to try again, never kept by a cache.
 */
export async function GET(request: Request, { params }: RouteContext<"/media/[file]/[...rest]">) {
  const { file, rest } = await params;
  try {
    return await serveMedia(db, request, file, rest);
  } catch (error) {
    console.error("A media file could not be served", error);
    return new Response("Service unavailable", {
      status: 503,
      headers: { "retry-after": "30", "cache-control": "no-store", "content-type": "text/plain; charset=utf-8" },
    });
  }
}

export const HEAD = GET;
