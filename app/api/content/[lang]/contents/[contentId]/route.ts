import { routeHandlerContext } from "@/lib/api/next-context";
import { topicEndpoints } from "@/lib/topics/api";

export const dynamic = "force-dynamic";

export const { PUT, DELETE } = topicEndpoints(routeHandlerContext);
