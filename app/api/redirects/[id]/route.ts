import { routeHandlerContext } from "@/lib/api/next-context";
import { redirectEndpoints } from "@/lib/redirects/api";

export const dynamic = "force-dynamic";

export const { PUT, DELETE } = redirectEndpoints(routeHandlerContext);
