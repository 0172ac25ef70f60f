import { db } from "@/lib/db";
import { eventStreamAnswer, processStreamAdmission } from "@/lib/live/event-route";

export const dynamic = "force-dynamic";

/**
 * Server-Sent Events for open public pages. Public by design: the events name what
 * changed on public pages (kind, languages, ids), which anyone may read anyway; no data, no session.
 * A few streams per client address, and a total per server (lib/live/stream-admission.ts).
 */
export function GET(request: Request) {
  return eventStreamAnswer(request, { db, admission: processStreamAdmission() });
}
