import type { ApiContext } from "@/lib/api/endpoint";
import { NO_STORE } from "@/lib/api/respond";
import { RETRY_AFTER_SECONDS } from "./database-state.mjs";
import { checkHealth } from "./health";

/**
 * GET /api/health: public on purpose (no authentication), it names no data, only whether
 * this instance can serve; 503 with Retry-After when the database cannot be reached, so a load
 * balancer looks elsewhere and comes back, as for every answer the database is missing from.
 */
export function healthEndpoints(context: Pick<ApiContext, "db">) {
  return {
    GET: async () => {
      const health = await checkHealth(context.db);
      if (health.status === "ok") return Response.json(health, { headers: NO_STORE });
      return Response.json(health, {
        status: 503,
        headers: { ...NO_STORE, "Retry-After": String(RETRY_AFTER_SECONDS) },
      });
    },
  };
}
