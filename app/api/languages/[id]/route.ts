import { routeHandlerContext } from "@/lib/api/next-context";
import { languageEndpoints } from "@/lib/languages/api";

export const dynamic = "force-dynamic";

export const { DELETE } = languageEndpoints(routeHandlerContext);
