import { describe, expect, it } from "vitest";
import packageJson from "@/package.json";
import { GET as getDocs } from "@/app/api/docs/route";
import { GET as getDocument } from "@/app/api/openapi.json/route";
import { buildOpenApiDocument } from "@/lib/api/openapi/document";
import { pathParameterNames } from "@/lib/api/openapi/operation";

/**
 * The OpenAPI document is well-formed OpenAPI 3.1 (no validator package is available offline, so
 * the rules a validator applies that our generator could break are checked here), and the reference
 * page names every path. That the document matches the handlers: tests/integration/api-openapi-*.
 */
const document = buildOpenApiDocument();
type Json = Record<string, unknown>;
type Operation = {
  operationId: string;
  security: Json[];
  parameters?: { name: string; in: string; required: boolean }[];
  responses: Record<string, { description?: string }>;
};
const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item as Record<string, Operation>).map(([method, operation]) => ({ path, method, operation })),
);

/** Every `$ref` anywhere in a value. */
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === "$ref" && typeof inner === "string" ? [inner] : refsIn(inner),
  );
}

describe("the OpenAPI document", () => {
  it("is OpenAPI 3.1 with the package's version, bearer and cookie security, and plain JSON", () => {
    expect(document.openapi).toBe("3.1.0");
    expect(document.info).toMatchObject({ title: expect.any(String), version: packageJson.version });
    expect(document.components.securitySchemes.bearerToken).toMatchObject({ type: "http", scheme: "bearer" });
    expect(document.components.securitySchemes.sessionCookie).toMatchObject({ type: "apiKey", in: "cookie" });
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
  });

  it("resolves every $ref to a component it holds", () => {
    const refs = refsIn(document);
    expect(refs.length).toBeGreaterThan(20);
    for (const ref of refs) {
      expect(ref, ref).toMatch(/^#\/components\/schemas\/\w+$/);
      expect(document.components.schemas, ref).toHaveProperty(ref.split("/").pop()!);
    }
  });

  it("gives every operation a unique id, described answers, its path's params and known security schemes", () => {
    expect(operations.length).toBe(35);
    expect(new Set(operations.map(({ operation }) => operation.operationId)).size).toBe(operations.length);
    for (const { path, method, operation } of operations) {
      const where = `${method} ${path}`;
      expect(METHODS, where).toContain(method);
      expect(path, where).toMatch(/^\/api\//);
      expect(Object.keys(operation.responses).length, where).toBeGreaterThan(0);
      for (const [status, answer] of Object.entries(operation.responses)) {
        expect(status, where).toMatch(/^[1-5]\d\d$/);
        expect(answer.description, where).toBeTruthy();
      }
      const declared = (operation.parameters ?? []).filter((parameter) => parameter.in === "path");
      expect(declared.map((parameter) => parameter.name).sort(), where).toEqual(pathParameterNames(path).sort());
      expect(
        declared.every((parameter) => parameter.required),
        where,
      ).toBe(true);
      for (const requirement of operation.security) {
        for (const scheme of Object.keys(requirement))
          expect(document.components.securitySchemes, where).toHaveProperty(scheme);
      }
    }
  });

  it("describes bodies as the domain schemas refuse unknown fields, and errors with the one error shape", () => {
    expect(document.components.schemas.CategoryCreate).toMatchObject({
      type: "object",
      additionalProperties: false,
      required: expect.arrayContaining(["title", "slug"]),
    });
    expect(document.components.schemas.TeamMemberCreate).toMatchObject({
      properties: { socialMedia: { additionalProperties: false } },
    });
    expect(document.components.schemas.Error).toMatchObject({
      required: ["error"],
      properties: { error: { required: ["code", "message"] } },
    });
    const deleteCategory = document.paths["/api/content/{lang}/categories/{categoryId}"]!
      .delete as unknown as Operation & { responses: Record<string, Json> };
    expect(deleteCategory.responses["404"]).toMatchObject({
      content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
    });
  });
});

describe("GET /api/openapi.json and /api/docs", () => {
  it("serves the document, cacheable", async () => {
    const response = getDocument();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/^public/);
    expect(await response.json()).toEqual(document);
  });

  it("serves a self-contained HTML page naming every path, method and body field, escaped", async () => {
    const response = getDocs();
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await response.text();
    for (const { path, method } of operations)
      expect(html).toContain(`<span class="method">${method.toUpperCase()}</span> <code>${path}</code>`);
    expect(html).toContain("<code>shortDescription</code>");
    // An upload's body is a form with a binary file part.
    expect(html).toContain("<h4>Body (multipart/form-data)</h4>");
    expect(html).toMatch(/<code>file<\/code><\/td><td>string<\/td><td>yes<\/td><td>format: &quot;binary&quot;/);
    expect(html).not.toMatch(/<script|<link|\bsrc=|href="https?:/i);
    // The slug's pattern holds characters HTML would read: they come escaped.
    expect(html).toContain("&quot;^[a-z0-9]+(-[a-z0-9]+)*$&quot;");
  });
});
