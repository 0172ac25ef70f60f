import { z } from "zod";
import { normalizeSourcePath, normalizeTarget, REDIRECT_PATH_MAX } from "./paths";

/**
 * A redirect as a person (or the REST API) gives it: the source a path of this site, the target a
 * path of it or an http(s) address elsewhere, both stored in their normalized form. The messages are
 * keys of Admin.redirects.errors.
 */
const sourceSchema = z
  .string()
  .max(REDIRECT_PATH_MAX, "fromInvalid")
  .transform((value, context) => {
    const path = normalizeSourcePath(value);
    if (path === null || path === "/") context.addIssue({ code: "custom", message: "fromInvalid" });
    return path ?? "";
  });

const targetSchema = z
  .string()
  .max(REDIRECT_PATH_MAX, "toInvalid")
  .transform((value, context) => {
    const target = normalizeTarget(value);
    if (target === null) context.addIssue({ code: "custom", message: "toInvalid" });
    return target ?? "";
  });

export const redirectSchema = z
  .object({ fromPath: sourceSchema, toPath: targetSchema })
  .refine(({ fromPath, toPath }) => fromPath !== toPath, { message: "loop", path: ["toPath"] });
