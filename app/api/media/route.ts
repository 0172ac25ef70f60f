import { routeHandlerContext } from "@/lib/api/next-context";
import { mediaUploadEndpoint } from "@/lib/media/api";

export const dynamic = "force-dynamic";

export const POST = mediaUploadEndpoint(routeHandlerContext);
