import { routeHandlerContext } from "@/lib/api/next-context";
import { translationsEndpoints } from "@/lib/translations/api";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, DELETE } = translationsEndpoints(routeHandlerContext);
