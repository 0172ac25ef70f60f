import { DOCUMENT_CACHE_CONTROL, openApiDocument } from "@/lib/api/openapi";

/** The REST API's OpenAPI 3.1 document, generated from the route registry (lib/api/openapi). */
export function GET() {
  return Response.json(openApiDocument(), { headers: { "Cache-Control": DOCUMENT_CACHE_CONTROL } });
}
