import { routeHandlerContext } from "@/lib/api/next-context";
import { mediaItemEndpoints } from "@/lib/media/api";

export const dynamic = "force-dynamic";

export const { GET, PUT, DELETE } = mediaItemEndpoints(routeHandlerContext);
