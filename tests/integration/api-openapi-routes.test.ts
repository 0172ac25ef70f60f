import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { operations } from "@/lib/api/openapi/operations";
import { apiContext } from "../helpers/api";
import { HANDLERS_BY_PATH } from "../helpers/api-handlers";
import { contentTestDatabase } from "../helpers/test-database";

/**
 * The registry the OpenAPI document is generated from lists exactly the REST API's route files and
 * their methods: a route added, removed or given a method without the registry fails here.
 */
const API_DIR = path.resolve(import.meta.dirname, "../../app/api");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];
/**
 * Not the REST API: sign-in (next-auth's), the live events stream, this server's own calls, the
 * language switch, the browser's way into and out of previews, and the document itself.
 */
const NOT_DOCUMENTED = ["auth", "events", "internal", "language", "openapi.json", "docs", "preview"];

/** `/api/content/{lang}/categories` for app/api/content/[lang]/categories/route.ts. */
function routeFiles(): { template: string; file: string }[] {
  return readdirSync(API_DIR, { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "route.ts" && !NOT_DOCUMENTED.includes(file.split(path.sep)[0]!))
    .map((file) => ({
      file,
      template: `/api/${path
        .dirname(file)
        .split(path.sep)
        .join("/")
        .replace(/\[(\w+)\]/g, "{$1}")}`,
    }));
}

function documentedMethods(): Map<string, string[]> {
  const byPath = new Map<string, string[]>();
  for (const operation of Object.values(operations))
    byPath.set(operation.path, [...(byPath.get(operation.path) ?? []), operation.method].sort());
  return byPath;
}

const t = contentTestDatabase([]);

describe("the route registry", () => {
  it("documents every route file's methods, and nothing else", async () => {
    const files = routeFiles();
    const exported = new Map<string, string[]>();
    for (const { file, template } of files) {
      const routeModule = (await import(/* @vite-ignore */ path.join(API_DIR, file))) as Record<string, unknown>;
      exported.set(template, METHODS.filter((method) => typeof routeModule[method] === "function").sort());
    }
    expect(files.length).toBe(17);
    expect(Object.fromEntries(exported)).toEqual(Object.fromEntries(documentedMethods()));
  });

  it("is served by handler factories answering exactly the documented methods", () => {
    const context = apiContext(t.db);
    const served = Object.fromEntries(
      Object.entries(HANDLERS_BY_PATH).map(([template, factory]) => [template, Object.keys(factory(context)).sort()]),
    );
    expect(served).toEqual(Object.fromEntries(documentedMethods()));
  });
});
