import { routeHandlerContext } from "@/lib/api/next-context";
import { teamMemberEndpoints } from "@/lib/team-members/api";

export const dynamic = "force-dynamic";

export const { PUT, DELETE } = teamMemberEndpoints(routeHandlerContext);
