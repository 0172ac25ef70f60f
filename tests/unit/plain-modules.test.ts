import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * The modules Node runs as they are (the server entry and what it imports, the cache handler Next
 * loads) are plain JavaScript whose types are their JSDoc, checked against the code by
 * `npm run typecheck`. A declaration file beside one would be what TypeScript reads for it instead,
 * held to nothing; and a module the checked program leaves out is not checked at all.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const JAVASCRIPT = /\.(m|c)?js$/;
const DECLARATION = /\.d\.(m|c)?ts$/;

/** Every file under lib/ but the generated Prisma client, as paths from the project's root. */
function libraryFiles(): string[] {
  return readdirSync(path.join(ROOT, "lib"), { recursive: true, encoding: "utf8" })
    .map((file) => path.posix.join("lib", file.split(path.sep).join("/")))
    .filter((file) => !file.startsWith("lib/generated/"));
}

describe("the plain JavaScript modules", () => {
  const modules = libraryFiles().filter((file) => JAVASCRIPT.test(file));

  it("are the server entry's and the cache handler's", () => {
    expect(modules).toContain("lib/site/server.mjs");
    expect(modules).toContain("lib/cache/handler.mjs");
  });

  it("have no hand-written declaration file: their JSDoc is their types", () => {
    const declarations = libraryFiles().filter((file) => DECLARATION.test(file));
    const besideModules = declarations.filter((file) =>
      ["js", "mjs", "cjs"].some((extension) => existsSync(path.join(ROOT, file.replace(DECLARATION, `.${extension}`)))),
    );
    expect(besideModules).toEqual([]);
    expect(declarations.filter((file) => file.endsWith(".d.mts"))).toEqual([]);
  });

  it("are all named by the tsconfig, so that `npm run typecheck` checks them (checkJs, strict)", () => {
    const file = ts.findConfigFile(ROOT, ts.sys.fileExists, "tsconfig.json");
    expect(file).toBeDefined();
    const { config, error } = ts.readConfigFile(file ?? "", ts.sys.readFile);
    expect(error).toBeUndefined();
    const { options, fileNames } = ts.parseJsonConfigFileContent(config, ts.sys, ROOT);
    expect(options).toMatchObject({ allowJs: true, checkJs: true, strict: true });
    const checked = new Set(fileNames.map((name) => path.relative(ROOT, name).split(path.sep).join("/")));
    expect(modules.filter((module) => !checked.has(module))).toEqual([]);
  });
});
