import { parseId } from "@/lib/admin/forms";
import { API_BODY_LIMIT_BYTES } from "@/lib/site/action-body.mjs";
import { requestErrors } from "./errors";

/**
 * The largest body the API reads: a larger one is refused (413) before it is parsed. The server
 * entry refuses it first, as it arrives (lib/site/action-body.mjs); the same number, so both agree.
 */
export const MAX_BODY_BYTES = API_BODY_LIMIT_BYTES;

/**
 * The deepest nesting of arrays and objects a body may have. The deepest body the API takes (a
 * language's whole content: categories, their topics, a member's social links) is 6 levels; a body
 * nested thousands deep makes the code that walks it overflow its stack, a 500.
 */
export const MAX_JSON_DEPTH = 32;

/** Whether a JSON text nests arrays and objects deeper than `limit`, counted without parsing it (brackets inside strings do not count). */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    if (inString) {
      if (character === "\\") index++;
      else if (character === '"') inString = false;
    } else if (character === '"') inString = true;
    else if (character === "[" || character === "{") {
      if (++depth > limit) return true;
    } else if (character === "]" || character === "}") depth--;
  }
  return false;
}

const isJson = (contentType: string | null) => contentType?.split(";")[0]?.trim().toLowerCase() === "application/json";

/**
 * The request's JSON body: 415 unless it says it is JSON, 413 beyond `limit` bytes (counted as they
 * arrive: Content-Length may be absent or lie), 400 when it is not UTF-8 JSON or nests deeper than
 * any body of the API.
 */
export async function readJsonBody(request: Request, limit = MAX_BODY_BYTES): Promise<unknown> {
  if (!isJson(request.headers.get("content-type"))) throw requestErrors.unsupportedMediaType();
  if (Number(request.headers.get("content-length")) > limit) throw requestErrors.tooLarge(limit);
  const bytes = await readBytes(request, limit);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw requestErrors.malformedJson();
  }
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw requestErrors.tooDeep(MAX_JSON_DEPTH);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw requestErrors.malformedJson();
  }
}

/** The body's bytes, refused (413) past `limit` as they arrive: the rest of an oversized body is never buffered. */
export async function readBytes(request: Request, limit: number): Promise<Buffer<ArrayBuffer>> {
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Stop reading: the rest of an oversized body is never buffered.
      await reader.cancel().catch(() => undefined);
      throw requestErrors.tooLarge(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** A row id from the path; anything else (negative, huge, not a number, undecodable) names no record: 404. */
export function pathId(segment: string | undefined, what?: string): number {
  const id = parseId(segment);
  if (id === undefined) throw requestErrors.notFound(what);
  return id;
}
