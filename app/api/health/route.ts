import { routeHandlerContext } from "@/lib/api/next-context";
import { healthEndpoints } from "@/lib/site/api";

export const dynamic = "force-dynamic";

export const { GET } = healthEndpoints(routeHandlerContext);
