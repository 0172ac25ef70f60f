import { db } from "@/lib/db";
import { checkHealth } from "@/lib/site/health";

export const dynamic = "force-dynamic";

/** Public on purpose (spec 7: no authentication): it names no data, only whether this instance can serve. */
export async function GET() {
  const health = await checkHealth(db);
  return Response.json(health, { status: health.status === "ok" ? 200 : 503, headers: { "Cache-Control": "no-store" } });
}
