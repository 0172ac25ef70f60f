import type { ApiContext } from "@/lib/api/endpoint";
import { NO_STORE } from "@/lib/api/respond";
import { checkHealth } from "./health";

/**
 * GET /api/health: public on purpose (no authentication), it names no data, only whether
 * this instance can serve; 503 when the database cannot be reached, so a load balancer looks elsewhere.
 */
export function healthEndpoints(context: Pick<ApiContext, "db">) {
  return {
    GET: async () => {
      const health = await checkHealth(context.db);
      return Response.json(health, { status: health.status === "ok" ? 200 : 503, headers: NO_STORE });
    },
  };
}
