import { z } from "zod";
import { fieldErrorsOf, UNKNOWN_FIELD, type FieldErrors, type WriteOperation } from "@/lib/database/write";
import { requestErrors } from "./errors";
import { strictObject } from "./strict";

// The fields live apart from this server-side module so schemas (and the API client) can use them.
export { idField, versionField } from "./fields";

/**
 * A write's operation with its domain schema made strict (strict.ts): a field the schema does not
 * know is refused ("unknownField") instead of silently dropped, so a typo is not a write that "worked".
 */
export function refuseUnknownFields<Schema extends z.ZodType, Value>(
  operation: WriteOperation<Schema, Value>,
): WriteOperation<Schema, Value> {
  if (!(operation.schema instanceof z.ZodObject)) return operation;
  // Same output: a strict object only adds refusals, so the operation's apply reads the same data.
  return { ...operation, schema: strictObject(operation.schema) as unknown as Schema };
}

const bodyObject = z.record(z.string(), z.unknown());

/**
 * Splits a body into its envelope (the fields that address the write, e.g. id and updatedAt, checked
 * here) and the rest, which the entity's domain schema checks in the write path. 400 with the
 * envelope's field codes when they do not parse.
 */
export function splitBody<Shape extends z.ZodRawShape>(
  body: unknown,
  envelope: Shape,
): { envelope: z.output<z.ZodObject<Shape>>; rest: Record<string, unknown> } {
  const object = bodyObject.safeParse(body);
  if (!object.success || Array.isArray(body)) throw requestErrors.invalid({ "": "the body must be a JSON object" });
  const keys = Object.keys(envelope);
  const picked = z.object(envelope).safeParse(Object.fromEntries(keys.map((key) => [key, object.data[key]])));
  if (!picked.success) throw requestErrors.invalid(fieldErrorsOf(picked.error));
  const rest = Object.fromEntries(Object.entries(object.data).filter(([key]) => !keys.includes(key)));
  return { envelope: picked.data, rest };
}

/**
 * The field errors of a nested body, each named by its path ("categories.2.contents.0.slug"), and
 * an unknown field by its own path: the code of the first issue at each path.
 */
export function pathFieldErrors(error: z.ZodError): FieldErrors {
  const result: FieldErrors = {};
  for (const issue of error.issues) {
    const paths = issue.code === "unrecognized_keys" ? issue.keys.map((key) => [...issue.path, key]) : [issue.path];
    for (const path of paths)
      result[path.map(String).join(".")] ??= issue.code === "unrecognized_keys" ? UNKNOWN_FIELD : issue.message;
  }
  return result;
}
