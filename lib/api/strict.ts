import { z } from "zod";

/**
 * A domain schema made strict: a field the schema does not know is refused ("unknownField") instead
 * of silently dropped, so a typo is not a write that "worked"; so is one inside a nested object (a
 * team member's socialMedia). The schema stays the domain's own; only its handling of extra keys
 * changes. Free of server code: the OpenAPI document and the client describe bodies with it too.
 */
export function strictObject<Schema extends z.ZodObject>(schema: Schema): Schema {
  // The same types: strictness only adds refusals, so callers keep the domain schema's input and output.
  return strictCopy(schema) as Schema;
}

function strictCopy(schema: z.ZodObject): z.ZodObject {
  const nested = Object.entries(schema.shape).flatMap(([key, field]) => {
    const strict = strictField(field as z.ZodType);
    return strict === field ? [] : [[key, strict] as const];
  });
  return (nested.length ? schema.extend(Object.fromEntries(nested)) : schema).strict();
}

/** A field holding an object, maybe behind a default or as optional; other fields (arrays keep their limits) as they are. */
function strictField(field: z.ZodType): z.ZodType {
  if (field instanceof z.ZodObject) return strictCopy(field);
  if (field instanceof z.ZodDefault) {
    const inner = strictField(field.unwrap() as z.ZodType);
    return inner === field.unwrap() ? field : inner.default(field.def.defaultValue as never);
  }
  if (field instanceof z.ZodOptional) {
    const inner = strictField(field.unwrap() as z.ZodType);
    return inner === field.unwrap() ? field : inner.optional();
  }
  return field;
}
