import type { z } from "zod";

/**
 * What one REST operation is, as the registry (operations.ts) states it: enough to generate its
 * OpenAPI entry, type its client method and check its handler answers as stated.
 */
export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/**
 * Who may call it. `none`: anyone, and credentials are not even read. `public`: anyone, and
 * credentials change nothing (a sent token must still be valid). `more`: anyone, and credentials also show inactive items. `credentials`: an API token or
 * the admin's session cookie (a cookie write from the site's own origin only).
 */
export type Access = "none" | "public" | "more" | "credentials";

export interface QueryParameter {
  required: boolean;
  description: string;
}

/**
 * A body sent as multipart form data (an upload) instead of JSON: its file part, named `file`, and
 * any text fields beside it.
 */
export interface UploadForm<Fields extends string = string> {
  /** What the `file` part is. */
  file: string;
  fields?: Record<Fields, QueryParameter>;
}

/** An answer besides the error shape: its status, what it means and its body's schema. */
export interface Answer<Schema extends z.ZodType = z.ZodType> {
  status: number;
  description: string;
  schema: Schema;
}

export interface ApiOperation<
  Path extends string = string,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Success extends z.ZodType = z.ZodType,
  Query extends Record<string, QueryParameter> = Record<string, QueryParameter>,
  Form extends UploadForm | undefined = UploadForm | undefined,
> {
  method: HttpMethod;
  /** As OpenAPI writes it: `/api/content/{lang}/categories/{categoryId}`, each `{name}` the route folder's `[name]`. */
  path: Path;
  summary: string;
  description?: string;
  access: Access;
  query?: Query;
  body?: Body;
  /** A multipart body (an upload), where `body` would be JSON. */
  form?: Form;
  success: Answer<Success>;
  /** Other answers with a body of their own (health's 503). */
  alternatives?: Answer[];
  /** Statuses answered with the one error shape (lib/api/errors.ts). */
  errors: readonly number[];
}

/** The names of a path's `{params}`: "/a/{lang}/b/{id}" → "lang" | "id". */
export type PathParameterNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParameterNames<Rest>
  : never;

export const pathParameterNames = (path: string): string[] =>
  [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);

/** Keeps each operation's own path, body and answer types, so the client's methods are typed by them. */
export const defineOperation = <
  Path extends string,
  Body extends z.ZodType | undefined = undefined,
  Success extends z.ZodType = z.ZodType,
  Query extends Record<string, QueryParameter> = Record<never, QueryParameter>,
  Form extends UploadForm | undefined = undefined,
>(
  operation: ApiOperation<Path, Body, Success, Query, Form>,
) => operation;

const byNumber = (a: number, b: number) => a - b;

const READ_ERRORS = [401, 429, 500] as const;

/** A read's refusals: a bad token (401), rate limited (429), and a path naming no row, or an inactive one to the public (404). */
export const readErrors = (path: string): number[] =>
  [...READ_ERRORS, ...(path.includes("{") ? [404] : [])].sort(byNumber);

/**
 * A write's refusals (lib/api/endpoint.ts): no credentials (401), a cookie from another origin (403),
 * a conflict or stale version (409), rate limited (429); with a body also invalid (400), too large
 * (413), not JSON (415); and 404 when the path or body names a row.
 */
export function writeErrors({ body, namesRow }: { body: boolean; namesRow: boolean }): number[] {
  const statuses = [401, 403, 409, 429, 500, ...(body ? [400, 413, 415] : []), ...(namesRow ? [404] : [])];
  return statuses.sort(byNumber);
}
