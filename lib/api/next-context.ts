import { db } from "@/lib/db";
import { refreshFromRouteHandler } from "@/lib/database/next-cache-refresh";
import type { ApiContext } from "./endpoint";
import { rateLimitsFromEnv } from "./rate-limit";

/** The context of the app's route handlers: the shared client, revalidateTag (the call Next allows there), the configured limits. */
export const routeHandlerContext: ApiContext = {
  db,
  refresh: refreshFromRouteHandler,
  rateLimits: rateLimitsFromEnv(),
};
