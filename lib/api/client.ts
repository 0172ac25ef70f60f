import type { z } from "zod";
import type { ApiErrorBody } from "./errors";
import { pathParameterNames, type PathParameterNames } from "./openapi/operation";
import { operations, type OperationId, type Operations } from "./openapi/operations";

/**
 * A typed client of the REST API, one method per operation of the registry the OpenAPI document is
 * generated from (lib/api/openapi/operations.ts): `client.createCategory({ params: { lang: "tr" },
 * body })`. Bodies are typed by the domain schemas' input, answers by the documented response
 * schemas. It only sends and reads: the server validates.
 */
export interface ApiClientOptions {
  /** The site's origin (and base path): "https://example.com" or "https://example.com/firma". */
  baseUrl: string;
  /** An API token (`npm run api-token:create`), sent as `Authorization: Bearer …`. */
  token?: string;
  /** Headers sent with every request (a session cookie and its Origin). */
  headers?: Record<string, string>;
  /** The fetch to send with: a server's, or (in tests) one that hands the Request to the route handlers. */
  fetch?: (request: Request) => Promise<Response>;
}

export type ApiResult<Data> =
  | { ok: true; status: number; data: Data }
  /** `error` is the API's error (null for an answer of another shape, such as health's 503); `body` the JSON as sent. */
  | { ok: false; status: number; error: ApiErrorBody["error"] | null; body: unknown };

type Params<Op extends { path: string }> = [PathParameterNames<Op["path"]>] extends [never]
  ? unknown
  : { params: Record<PathParameterNames<Op["path"]>, string | number> };
type Body<Op extends { body?: unknown }> = [Exclude<Op["body"], undefined>] extends [never]
  ? unknown
  : { body: z.input<Exclude<Op["body"], undefined> & z.ZodType> };
/** An upload's multipart body: the file (a Blob, or a File carrying its name) and the form's text fields. */
type Form<Op extends { form?: unknown }> = [Exclude<Op["form"], undefined>] extends [never]
  ? unknown
  : {
      form: { file: Blob; fileName?: string } & Partial<
        Record<Exclude<Op["form"], undefined> extends { fields: infer Fields } ? keyof Fields : never, string>
      >;
    };
type Query<Op extends { query?: unknown }> = [keyof Exclude<Op["query"], undefined>] extends [never]
  ? unknown
  : { query?: Partial<Record<keyof Exclude<Op["query"], undefined>, string>> };

export type OperationInput<Op extends Operations[OperationId]> = Params<Op> & Body<Op> & Form<Op> & Query<Op>;
export type OperationData<Op extends Operations[OperationId]> = z.output<Op["success"]["schema"]>;

export type ApiClient = {
  [Id in OperationId]: object extends OperationInput<Operations[Id]>
    ? (input?: OperationInput<Operations[Id]>) => Promise<ApiResult<OperationData<Operations[Id]>>>
    : (input: OperationInput<Operations[Id]>) => Promise<ApiResult<OperationData<Operations[Id]>>>;
};

type AnyInput = {
  params?: Record<string, string | number>;
  body?: unknown;
  form?: { file: Blob; fileName?: string } & Record<string, string | Blob | undefined>;
  query?: Record<string, string | undefined>;
};

export function createApiClient(options: ApiClientOptions): ApiClient {
  const send = options.fetch ?? ((request: Request) => fetch(request));
  const base = options.baseUrl.replace(/\/$/, "");
  const call = async (id: OperationId, input: AnyInput = {}) => {
    const operation = operations[id];
    const response = await send(buildRequest(base, operation, input, options));
    const text = await response.text();
    const body: unknown = text ? JSON.parse(text) : null;
    if (response.ok) return { ok: true, status: response.status, data: body };
    return { ok: false, status: response.status, error: errorOf(body), body };
  };
  return Object.fromEntries(
    Object.keys(operations).map((id) => [id, (input?: AnyInput) => call(id as OperationId, input)]),
  ) as ApiClient;
}

function buildRequest(
  base: string,
  operation: { method: string; path: string },
  input: AnyInput,
  options: ApiClientOptions,
): Request {
  let path = operation.path;
  for (const name of pathParameterNames(operation.path)) {
    const value = input.params?.[name];
    if (value === undefined)
      throw new Error(`${operation.method} ${operation.path}: the path parameter ${name} is missing`);
    path = path.replace(`{${name}}`, encodeURIComponent(String(value)));
  }
  const query = new URLSearchParams(
    Object.entries(input.query ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const headers = new Headers(options.headers);
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  if (input.body !== undefined) headers.set("content-type", "application/json");
  const url = `${base}${path}${query.size ? `?${query}` : ""}`;
  // A form sets its own Content-Type, with the parts' boundary.
  const body = input.form ? formData(input.form) : input.body === undefined ? undefined : JSON.stringify(input.body);
  return new Request(url, { method: operation.method, headers, body });
}

function formData({ file, fileName, ...fields }: NonNullable<AnyInput["form"]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (typeof value === "string") form.append(name, value);
  if (fileName !== undefined) form.append("file", file, fileName);
  else form.append("file", file);
  return form;
}

function errorOf(body: unknown): ApiErrorBody["error"] | null {
  const error = (body as Partial<ApiErrorBody> | null)?.error;
  return typeof error === "object" && error !== null && typeof error.code === "string" ? error : null;
}
