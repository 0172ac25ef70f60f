import { routeHandlerContext } from "@/lib/api/next-context";
import { maintenanceEndpoints } from "@/lib/maintenance/api";

export const dynamic = "force-dynamic";

export const { GET, PUT } = maintenanceEndpoints(routeHandlerContext);
