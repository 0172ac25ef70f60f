import { routeHandlerContext } from "@/lib/api/next-context";
import { languageContentEndpoints } from "@/lib/content/api";

export const dynamic = "force-dynamic";

export const { GET, PUT } = languageContentEndpoints(routeHandlerContext);
