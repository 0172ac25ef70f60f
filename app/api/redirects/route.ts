import { routeHandlerContext } from "@/lib/api/next-context";
import { redirectsEndpoints } from "@/lib/redirects/api";

export const dynamic = "force-dynamic";

export const { GET, POST } = redirectsEndpoints(routeHandlerContext);
