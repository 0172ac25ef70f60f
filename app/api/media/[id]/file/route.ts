import { routeHandlerContext } from "@/lib/api/next-context";
import { mediaFileEndpoints } from "@/lib/media/api";

export const dynamic = "force-dynamic";

export const { PUT } = mediaFileEndpoints(routeHandlerContext);
