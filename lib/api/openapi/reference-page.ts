import type { JsonSchema, OpenApiDocument } from "./document";

/**
 * The API's reference page (/api/docs): the OpenAPI document read back into one self-contained HTML
 * page, rendered on the server (no script, no outside stylesheet or font). Every text is escaped:
 * summaries and patterns hold `<`, `&` and quotes.
 */
const escape = (text: unknown) =>
  String(text).replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!,
  );

type Operation = {
  operationId: string;
  summary: string;
  description?: string;
  security: Record<string, string[]>[];
  parameters?: { name: string; in: string; required: boolean; description?: string }[];
  /** JSON, or an upload's multipart/form-data. */
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: { "application/json": { schema: JsonSchema } } }>;
};

/** A `$ref` to a component resolved to its schema (the document only refers to its own components). */
function resolve(document: OpenApiDocument, schema: JsonSchema): JsonSchema {
  const target = typeof schema.$ref === "string" ? schema.$ref.split("/").pop()! : null;
  return target ? ((document.components.schemas as Record<string, JsonSchema>)[target] ?? schema) : schema;
}

function typeOf(schema: JsonSchema): string {
  if (typeof schema.$ref === "string") return schema.$ref.split("/").pop()!;
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as JsonSchema[]).map(typeOf).join(" | ");
  if (schema.type === "array") return `${typeOf((schema.items as JsonSchema | undefined) ?? {})}[]`;
  if ("const" in schema) return JSON.stringify(schema.const);
  return String(schema.type ?? "any");
}

const RULES = [
  "format",
  "minLength",
  "maxLength",
  "minimum",
  "maximum",
  "maxItems",
  "pattern",
  "enum",
  "default",
] as const;

const rulesOf = (schema: JsonSchema) =>
  RULES.filter((rule) => schema[rule] !== undefined && !(rule === "minimum" && Number(schema[rule]) < -1e15))
    .map((rule) => `${rule}: ${JSON.stringify(schema[rule])}`)
    .join("; ");

function bodyTable(schema: JsonSchema): string {
  const properties = Object.entries((schema.properties as Record<string, JsonSchema> | undefined) ?? {});
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const rows = properties.map(
    ([name, field]) =>
      `<tr><td><code>${escape(name)}</code></td><td>${escape(typeOf(field))}</td><td>${required.has(name) ? "yes" : "no"}</td><td>${escape(rulesOf(field))}</td></tr>`,
  );
  const strict =
    schema.additionalProperties === false ? "<p>Unknown fields are refused (400, <code>unknownField</code>).</p>" : "";
  return `<table><thead><tr><th>Field</th><th>Type</th><th>Required</th><th>Rules</th></tr></thead><tbody>${rows.join("")}</tbody></table>${strict}`;
}

function accessText(security: Record<string, string[]>[]): string {
  if (security.length === 0) return "None.";
  if (security.some((requirement) => Object.keys(requirement).length === 0))
    return "Optional: a bearer token or the admin's session cookie (reads then include inactive items).";
  return "Required: a bearer token, or the admin's session cookie from the site's own origin.";
}

function operationSection(document: OpenApiDocument, path: string, method: string, operation: Operation): string {
  const parameters = (operation.parameters ?? []).map(
    (p) =>
      `<li><code>${escape(p.name)}</code> (${escape(p.in)}${p.required ? ", required" : ""}): ${escape(p.description ?? "")}</li>`,
  );
  const [bodyType, bodyContent] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
  const body = bodyContent
    ? `<h4>Body${bodyType === "application/json" ? "" : ` (${escape(bodyType)})`}</h4>${bodyTable(resolve(document, bodyContent.schema))}`
    : "";
  const statuses = Object.entries(operation.responses).map(([status, answer]) => {
    const schema = answer.content?.["application/json"].schema;
    return `<li><strong>${escape(status)}</strong> ${schema ? `<code>${escape(typeOf(schema))}</code> ` : ""}${escape(answer.description)}</li>`;
  });
  return `<section id="${escape(operation.operationId)}"><h3><span class="method">${escape(method.toUpperCase())}</span> <code>${escape(path)}</code></h3>
<p>${escape(operation.summary)}</p>${operation.description ? `<p>${escape(operation.description)}</p>` : ""}
<p><strong>Authentication:</strong> ${escape(accessText(operation.security))}</p>
${parameters.length ? `<h4>Parameters</h4><ul>${parameters.join("")}</ul>` : ""}${body}<h4>Answers</h4><ul>${statuses.join("")}</ul></section>`;
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
code{background:#f2f2f2;padding:0 .2em;border-radius:3px}section{border-top:1px solid #ddd;padding:.5rem 0}
.method{font-family:monospace;background:#1d4ed8;color:#fff;padding:.1em .4em;border-radius:3px}
table{border-collapse:collapse;font-size:.9rem}td,th{border:1px solid #ddd;padding:.2em .5em;text-align:left;vertical-align:top}`;

export function renderReferencePage(document: OpenApiDocument): string {
  const sections = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods as Record<string, Operation>).map(([method, operation]) =>
      operationSection(document, path, method, operation),
    ),
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(document.info.title)}</title><style>${STYLE}</style></head><body><main>
<h1>${escape(document.info.title)} <small>${escape(document.info.version)}</small></h1><p>${escape(document.info.description)}</p>
<p>The machine-readable document: <a href="openapi.json">openapi.json</a> (OpenAPI ${escape(document.openapi)}).</p>
${sections.join("\n")}</main></body></html>`;
}
