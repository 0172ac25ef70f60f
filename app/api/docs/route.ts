import { DOCUMENT_CACHE_CONTROL, openApiDocument } from "@/lib/api/openapi";
import { renderReferencePage } from "@/lib/api/openapi/reference-page";

/** The REST API's reference page, read from the same document as /api/openapi.json. */
export function GET() {
  return new Response(renderReferencePage(openApiDocument()), {
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": DOCUMENT_CACHE_CONTROL },
  });
}
