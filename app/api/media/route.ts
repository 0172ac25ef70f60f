import { routeHandlerContext } from "@/lib/api/next-context";
import { mediaEndpoints } from "@/lib/media/api";

export const dynamic = "force-dynamic";

export const { GET, POST } = mediaEndpoints(routeHandlerContext);
