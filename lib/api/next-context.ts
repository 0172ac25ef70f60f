import { db } from "@/lib/db";
import { refreshFromRouteHandler } from "@/lib/database/next-cache-refresh";
import type { ApiContext } from "./endpoint";

/** The context of the app's route handlers: the shared client, and revalidateTag (the call Next allows there). */
export const routeHandlerContext: ApiContext = { db, refresh: refreshFromRouteHandler };
