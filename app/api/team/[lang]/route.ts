import { routeHandlerContext } from "@/lib/api/next-context";
import { teamEndpoints } from "@/lib/team-members/api";

export const dynamic = "force-dynamic";

export const { GET, POST } = teamEndpoints(routeHandlerContext);
