import { db } from "@/lib/db";
import { resumePoint } from "@/lib/live/events";
import { openEventStream } from "@/lib/live/stream";

export const dynamic = "force-dynamic";

/**
 * Server-Sent Events for open public pages. Public by design: the events name what
 * changed on public pages (kind, languages, ids), which anyone may read anyway; no data, no session.
 */
export function GET(request: Request) {
  const resumeAfter = resumePoint(new URL(request.url).searchParams.get("since"), request.headers.get("last-event-id"));
  return new Response(openEventStream({ db, resumeAfter, signal: request.signal }), {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store, no-transform",
      Connection: "keep-alive",
      // nginx would otherwise hold the events back in its buffer.
      "X-Accel-Buffering": "no",
    },
  });
}
