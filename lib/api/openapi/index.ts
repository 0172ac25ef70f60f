import { buildOpenApiDocument, type OpenApiDocument } from "./document";

/** The document depends on the code only, never on a request: built once per process. */
let built: OpenApiDocument | undefined;
export const openApiDocument = (): OpenApiDocument => (built ??= buildOpenApiDocument());

/** Neither depends on who asks or on the data: any cache may keep them for an hour. */
export const DOCUMENT_CACHE_CONTROL = "public, max-age=3600";
