import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ADMIN_SECTIONS, ENTITY_SECTIONS } from "@/lib/admin/sections";
import { buildOpenApiDocument, tagOf } from "@/lib/api/openapi/document";
import { operations } from "@/lib/api/openapi/operations";
import { ENTITIES, EXPORTED, NOT_EXPORTED } from "@/lib/database/entity-registry";
import english from "@/messages/en.json";

/**
 * The entity registry against prisma/schema.prisma: a table the export silently dropped would be
 * lost by the next restore, so every model is either exported by the registry or left out on
 * NOT_EXPORTED with its reason, and neither list names a model that is not there.
 */
const SCHEMA = readFileSync(path.join(import.meta.dirname, "../../prisma/schema.prisma"), "utf8");

/** Each model of a schema.prisma text with its table: its `@@map("…")`, else its own name. */
function schemaModels(schema: string): Map<string, string> {
  const models = new Map<string, string>();
  let model: string | undefined;
  for (const line of schema.split("\n")) {
    const start = /^model\s+(\w+)\s*\{/.exec(line);
    if (start) models.set((model = start[1]!), start[1]!);
    else if (model && /^\}/.test(line)) model = undefined;
    else if (model) {
      const mapped = /^\s*@@map\("([^"]+)"\)/.exec(line);
      if (mapped) models.set(model, mapped[1]!);
    }
  }
  return models;
}

/** The models neither exported nor excluded, and the names either list gives that no model has. */
function unaccountedModels(schema: string, exported: readonly string[], excluded: readonly string[]) {
  const models = schemaModels(schema);
  const accounted = new Set([...exported, ...excluded]);
  return {
    missing: [...models.keys()].filter((model) => !accounted.has(model)),
    unknown: [...accounted].filter((name) => !models.has(name)),
  };
}

const exportedModels = EXPORTED.flatMap((entry) => [entry.model, ...(entry.within ?? [])]);
const excludedModels = Object.keys(NOT_EXPORTED);

describe("the entity registry and prisma/schema.prisma", () => {
  it("accounts for every model: exported, or left out with a reason", () => {
    expect(unaccountedModels(SCHEMA, exportedModels, excludedModels)).toEqual({ missing: [], unknown: [] });
    expect(exportedModels.filter((model) => excludedModels.includes(model))).toEqual([]);
    for (const reason of Object.values(NOT_EXPORTED)) expect(reason.length).toBeGreaterThan(10);
  });

  it("names each entity's model and table as the schema does", () => {
    const models = schemaModels(SCHEMA);
    for (const entry of ENTITIES) expect([entry.name, models.get(entry.model)]).toEqual([entry.name, entry.table]);
    expect(models.get("Topic")).toBe("Content");
  });

  it("reports a new model the registry forgot, by name", () => {
    const faqItem = ["/// Questions and answers.", "model FaqItem {", "  id Int @id", '  @@map("Faq")', "}"];
    const withFaq = `${SCHEMA}\n${faqItem.join("\n")}\n`;
    expect(schemaModels(withFaq).get("FaqItem")).toBe("Faq");
    expect(unaccountedModels(withFaq, exportedModels, excludedModels)).toEqual({ missing: ["FaqItem"], unknown: [] });
  });

  it("reports a registered or excluded name that no model has", () => {
    const registeringFaq = unaccountedModels(SCHEMA, [...exportedModels, "FaqItem"], excludedModels);
    expect(registeringFaq).toEqual({ missing: [], unknown: ["FaqItem"] });
    const withoutTokens = SCHEMA.replace(/^model ApiToken \{[^]*?^\}/m, "");
    const excludingGone = unaccountedModels(withoutTokens, exportedModels, excludedModels);
    expect(excludingGone).toEqual({ missing: [], unknown: ["ApiToken"] });
  });
});

describe("what reads the registry", () => {
  it("gives every entity section an admin tab with a label, each tab once", () => {
    const tabs = ADMIN_SECTIONS.map((section) => section.key);
    expect(new Set(tabs).size).toBe(tabs.length);
    for (const section of Object.values(ENTITY_SECTIONS)) expect(tabs).toContain(section);
    for (const tab of tabs) expect(english.Admin.tabs[tab]).toEqual(expect.any(String));
  });

  it("declares every OpenAPI operation's tag, and no tag without operations", () => {
    const declared = buildOpenApiDocument().tags.map((tag) => tag.name);
    const used = new Set(Object.values(operations).map(tagOf));
    expect(declared.toSorted()).toEqual([...used].toSorted());
    expect(buildOpenApiDocument().tags).toContainEqual({ name: "content", description: "Categories and topics" });
  });
});
