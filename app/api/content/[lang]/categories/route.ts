import { routeHandlerContext } from "@/lib/api/next-context";
import { categoriesEndpoints } from "@/lib/categories/api";

export const dynamic = "force-dynamic";

export const { GET, POST } = categoriesEndpoints(routeHandlerContext);
