import { routeHandlerContext } from "@/lib/api/next-context";
import { categoryEndpoints } from "@/lib/categories/api";

export const dynamic = "force-dynamic";

export const { PUT, DELETE } = categoryEndpoints(routeHandlerContext);
