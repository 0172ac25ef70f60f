import { describe, expect, it } from "vitest";
import { z } from "zod";
import { adminCredentialsSchema } from "@/lib/admin-users/schema";
import { categoryChangesSchema, categorySchema } from "@/lib/categories/schema";
import { contactMessageSchema } from "@/lib/contact-messages/schema";
import { rowIdSchema } from "@/lib/database/write";
import { languageSchema } from "@/lib/languages/schema";
import { maintenanceSchema } from "@/lib/maintenance/schema";
import { teamMemberSchema } from "@/lib/team-members/schema";
import { MAX_BODY_LENGTH, topicChangesSchema, topicSchema } from "@/lib/topics/schema";
import { translationSchema } from "@/lib/translations/schema";

/**
 * The domain schemas are plain JSON shapes (no form parsing), so each renders as a JSON Schema: the
 * contract of an API or an import. Input is what a caller must send (fields with a default may be
 * left out); output is what the write path hands on (every field present).
 */
const SCHEMAS: [string, z.ZodObject, string[], string[]?][] = [
  // An order left out stays out: the write puts a new record after the last of its list, an edited one where it was.
  ["category", categorySchema, ["languageCode", "title", "slug"], ["order"]],
  ["category changes", categoryChangesSchema, ["title", "slug"], ["order"]],
  ["topic", topicSchema, ["languageCode", "categoryId", "title", "slug", "body"], ["order"]],
  // An edit that leaves the author or a review field out keeps the stored byline and review.
  [
    "topic changes",
    topicChangesSchema,
    ["categoryId", "title", "slug", "body"],
    ["order", "authorId", "reviewedById", "reviewedAt", "reviewIntervalMonths"],
  ],
  ["language", languageSchema, ["code", "name", "nativeName", "flag"], ["order"]],
  ["team member", teamMemberSchema, ["languageCode", "name", "title", "shortDescription"], ["order"]],
  ["translation", translationSchema, ["languageCode", "source", "text"]],
  // The other languages' texts may stay out: a save without them keeps them.
  ["maintenance settings", maintenanceSchema, [], ["texts"]],
  ["admin credentials", adminCredentialsSchema, ["email", "password"]],
  ["contact message", contactMessageSchema, ["name", "email", "message", "consent"]],
  ["row id (deletes)", rowIdSchema, ["id"]],
];

type ObjectJsonSchema = {
  type: string;
  properties: Record<string, Record<string, unknown>>;
  required?: string[];
  additionalProperties?: unknown;
};
const jsonSchemaOf = (schema: z.ZodType, io: "input" | "output") => z.toJSONSchema(schema, { io }) as ObjectJsonSchema;
const sorted = (names: readonly string[] = []) => [...names].sort();

describe.each(SCHEMAS)("the %s schema", (_name, schema, required, optional = []) => {
  const fields = Object.keys(schema.shape);

  it("renders as a JSON Schema naming the fields a caller must send", () => {
    const json = jsonSchemaOf(schema, "input");
    expect(json.type).toBe("object");
    expect(sorted(Object.keys(json.properties))).toEqual(sorted(fields));
    expect(sorted(json.required)).toEqual(sorted(required));
  });

  it("renders its output with every field required but those that may stay out", () => {
    const json = jsonSchemaOf(schema, "output");
    expect(sorted(Object.keys(json.properties))).toEqual(sorted(fields));
    expect(sorted(json.required)).toEqual(sorted(fields.filter((field) => !optional.includes(field))));
  });

  it("renders with the default options and as JSON", () => {
    expect(() => JSON.stringify(z.toJSONSchema(schema))).not.toThrow();
  });
});

describe("what the JSON Schemas say of the field rules", () => {
  it("a category: a 2-3 letter language, a slug pattern, an order of at least 1 (none: after the last)", () => {
    const { properties } = jsonSchemaOf(categorySchema, "input");
    expect(properties.languageCode).toMatchObject({ type: "string", pattern: "^[a-z]{2,3}$" });
    expect(properties.slug).toMatchObject({ type: "string", minLength: 1, maxLength: 120 });
    expect(properties.title).toMatchObject({ type: "string", minLength: 1, maxLength: 200 });
    expect(properties.order).toMatchObject({ type: "integer", minimum: 1 });
    expect(properties.order).not.toHaveProperty("default");
    expect(properties.isActive).toMatchObject({ type: "boolean", default: true });
  });

  it("a topic: a category id, keywords as a list of text, an order of at least 1", () => {
    const { properties } = jsonSchemaOf(topicSchema, "input");
    expect(properties.categoryId).toMatchObject({ type: "integer", exclusiveMinimum: 0 });
    expect(properties.keywords).toMatchObject({ type: "array", items: { type: "string" }, maxItems: 50, default: [] });
    expect(properties.body).toMatchObject({ type: "string", maxLength: MAX_BODY_LENGTH });
    expect(properties.order).toMatchObject({ type: "integer", minimum: 1 });
  });

  it("a language: a flag of at most 4 characters, an order of at least 1 (none: after the last, so it sorts last)", () => {
    const { properties } = jsonSchemaOf(languageSchema, "input");
    expect(properties.flag).toMatchObject({ type: "string", maxLength: 4 });
    expect(properties.order).toMatchObject({ type: "integer", minimum: 1 });
    expect(properties.order).not.toHaveProperty("default");
  });

  it("a language code is lowercased, then held to two or three letters", () => {
    const language = { name: "French", nativeName: "Français", flag: "FR" };
    expect(languageSchema.parse({ ...language, code: " FR " }).code).toBe("fr");
    expect(languageSchema.safeParse({ ...language, code: "Fr1" }).error?.issues[0]?.message).toBe("codeInvalid");
  });

  it("a team member: list fields of text, order from 0", () => {
    const { properties } = jsonSchemaOf(teamMemberSchema, "input");
    for (const field of ["education", "expertise", "courses", "languages", "memberships", "publications"]) {
      expect(properties[field], field).toMatchObject({ type: "array", items: { type: "string" } });
    }
    expect(properties.order).toMatchObject({ type: "integer", minimum: 0 });
    expect(properties.socialMedia).toMatchObject({ type: "object" });
  });

  it("maintenance: the spec's defaults", () => {
    const { properties } = jsonSchemaOf(maintenanceSchema, "input");
    expect(properties.isActive).toMatchObject({ default: false });
    expect(properties.title).toMatchObject({ default: "Sitemizi Yeniliyoruz" });
    expect(properties.estimatedTime).toMatchObject({ default: "2 saat" });
  });
});
