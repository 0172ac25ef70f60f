import { routeHandlerContext } from "@/lib/api/next-context";
import { topicsEndpoints } from "@/lib/topics/api";

export const dynamic = "force-dynamic";

export const { GET, POST } = topicsEndpoints(routeHandlerContext);
