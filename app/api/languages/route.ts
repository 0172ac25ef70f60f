import { routeHandlerContext } from "@/lib/api/next-context";
import { languagesEndpoints } from "@/lib/languages/api";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT } = languagesEndpoints(routeHandlerContext);
