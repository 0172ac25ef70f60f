import { z } from "zod";
import { version } from "@/package.json";
import { API_TAGS } from "@/lib/database/entity-registry";
import { SITE_ROOT } from "@/lib/site/base-path";
import { MEDIA_UPLOAD_BODY_LIMIT_BYTES } from "@/lib/site/action-body.mjs";
import { pathParameterNames, type Access, type Answer, type ApiOperation, type UploadForm } from "./operation";
import { operations } from "./operations";
import { errorBody, requestBodies, responses } from "./schemas";

/**
 * The OpenAPI 3.1 document of the REST API, generated from the registry (operations.ts) and the
 * domain schemas' JSON Schema (zod's own output): served at /api/openapi.json and read by the
 * reference page at /api/docs. Nothing of it is written by hand but the words.
 */
export type JsonSchema = Record<string, unknown>;
export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;

const pascal = (key: string) => key[0]!.toUpperCase() + key.slice(1);
/** An operation's tag: its path's first segment after /api, the entity registry's `api.tag`. */
export const tagOf = (operation: ApiOperation): string => operation.path.split("/")[2]!;

/** The instance's own report, and one tag per group of the registry's entities ("Categories and topics"). */
const TAGS = [
  { name: "health", description: "Whether this instance can serve" },
  ...API_TAGS.map(({ name, labels }) => ({ name, description: pascal(labels.join(" and ")) })),
];
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** Named schemas: a body as the client sends it (zod's input side), an answer as the server sends it (its output side). */
function namedSchemas() {
  const names = new Map<z.ZodType, string>();
  const components: Record<string, JsonSchema> = {};
  const add = (name: string, schema: z.ZodType, io: "input" | "output") => {
    const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { target: "draft-2020-12", io });
    names.set(schema, name);
    components[name] = json;
  };
  for (const [key, schema] of Object.entries(requestBodies)) add(pascal(key), schema, "input");
  for (const [key, schema] of Object.entries(responses)) add(pascal(key), schema, "output");
  add("Error", errorBody, "output");
  return { components, names };
}

const STATUS_TEXT: Record<number, string> = {
  400: "The body does not match the schema (or is not well-formed JSON): `fields` names each refused field's code.",
  401: "No credentials for a write, or an unknown or revoked token.",
  403: "A session-cookie write from another origin, or credentials that may not make this change.",
  404: "The path (or the body's id) names no row; an inactive language or item is 404 to the public.",
  409: "A conflict: a stale updatedAt, a taken code or slug, or a rule of the row's current state.",
  413: "The body is larger than 1 MB.",
  415: "The body is not sent as JSON (Content-Type: application/json).",
  429: "Too many requests: wait and retry.",
  500: "The server failed; the failure is logged.",
};

/** An upload's body is no JSON, and its limit is the upload's (lib/site/action-body.mjs). */
const FORM_STATUS_TEXT: Record<number, string> = {
  413: `The body is larger than ${(MEDIA_UPLOAD_BODY_LIMIT_BYTES / 1024 / 1024).toFixed(2)} MB (a 20 MB file and its form).`,
  415: "The body is not sent as multipart/form-data.",
};

/** A multipart body: its binary `file` part and its text fields. */
function formBody(form: UploadForm) {
  const fields = Object.entries(form.fields ?? {});
  return {
    required: true,
    content: {
      "multipart/form-data": {
        schema: {
          type: "object",
          required: ["file", ...fields.filter(([, field]) => field.required).map(([name]) => name)],
          properties: {
            file: {
              type: "string",
              format: "binary",
              contentMediaType: "application/octet-stream",
              description: form.file,
            },
            ...Object.fromEntries(
              fields.map(([name, field]) => [name, { type: "string", description: field.description }]),
            ),
          },
        },
        encoding: {
          file: { contentType: "image/jpeg, image/png, image/webp, image/avif, image/gif, application/pdf" },
        },
      },
    },
  };
}

/** What each kind of access asks (OpenAPI: an empty requirement `{}` makes credentials optional). */
const SECURITY: Record<Access, Record<string, string[]>[]> = {
  none: [],
  public: [{}, { bearerToken: [] }, { sessionCookie: [] }],
  more: [{}, { bearerToken: [] }, { sessionCookie: [] }],
  credentials: [{ bearerToken: [] }, { sessionCookie: [] }],
};

function operationEntry(id: string, operation: ApiOperation, schemaOf: (schema: z.ZodType) => JsonSchema) {
  const answers: [string, unknown][] = [operation.success, ...(operation.alternatives ?? [])].map((answer: Answer) => [
    String(answer.status),
    { description: answer.description, content: { "application/json": { schema: schemaOf(answer.schema) } } },
  ]);
  const refusals = operation.errors.map((status) => [
    String(status),
    {
      description: (operation.form ? FORM_STATUS_TEXT[status] : undefined) ?? STATUS_TEXT[status] ?? "Refused.",
      content: { "application/json": { schema: ref("Error") } },
    },
  ]);
  const parameters = [
    ...pathParameterNames(operation.path).map((name) => ({
      name,
      in: "path",
      required: true,
      description: PATH_PARAMETERS[name],
      schema: { type: "string" },
    })),
    ...Object.entries(operation.query ?? {}).map(([name, query]) => ({
      name,
      in: "query",
      required: query.required,
      description: query.description,
      schema: { type: "string" },
    })),
  ];
  return {
    operationId: id,
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    tags: [tagOf(operation)],
    security: SECURITY[operation.access],
    ...(parameters.length ? { parameters } : {}),
    ...(operation.body
      ? { requestBody: { required: true, content: { "application/json": { schema: schemaOf(operation.body) } } } }
      : {}),
    ...(operation.form ? { requestBody: formBody(operation.form) } : {}),
    responses: Object.fromEntries([...answers, ...refusals]),
  };
}

const PATH_PARAMETERS: Record<string, string> = {
  lang: "A language's code (2-3 lowercase letters); it must name a language row.",
  id: "The row's id.",
  categoryId: "The category's id.",
  contentId: "The topic's id.",
};

export function buildOpenApiDocument() {
  const { components, names } = namedSchemas();
  // A named schema is referenced, a list of one is a list of references, anything else inline.
  const schemaOf = (schema: z.ZodType): JsonSchema => {
    const name = names.get(schema);
    if (name) return ref(name);
    if (schema instanceof z.ZodArray && names.has(schema.element as z.ZodType))
      return { type: "array", items: ref(names.get(schema.element as z.ZodType)!) };
    const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { target: "draft-2020-12", io: "output" });
    return json;
  };
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [id, operation] of Object.entries(operations) as [string, ApiOperation][]) {
    (paths[operation.path] ??= {})[operation.method.toLowerCase()] = operationEntry(id, operation, schemaOf);
  }
  return {
    openapi: "3.1.0" as const,
    info: {
      title: "Bursa IP website REST API",
      version,
      description:
        "JSON in and out. Anonymous reads see active items only; writes, and reads of inactive items, need an API token (Authorization: Bearer bip_…) or the admin's session cookie. Errors are { error: { code, message, fields? } }.",
    },
    servers: [{ url: SITE_ROOT }],
    tags: TAGS,
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        bearerToken: {
          type: "http",
          scheme: "bearer",
          description: "An API token made with `npm run api-token:create`.",
        },
        sessionCookie: {
          type: "apiKey",
          in: "cookie",
          name: "next-auth.session-token",
          description:
            "The admin's session (`__Secure-next-auth.session-token` over HTTPS); a write must come from the site's own origin.",
        },
      },
    },
  };
}
